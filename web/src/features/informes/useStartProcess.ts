import { INFORME_PERSON, type InformeType } from "@rules/informes.ts";
import { useState } from "react";
import type { RegistrationMode } from "../registro/registrationContext.ts";
import { useStartSelection } from "../registro/useRegistrationSelection.ts";

type Side = "entrada" | "salida";

type Options = {
  animalDatabaseId: number;
  entradaSalidaDatabaseId: number;
  /** The name of the person linked on each side, or null. */
  persons: Record<Side, string | null>;
  /** The General tab's checks on what it shows ('Debe seleccionar una Procedencia'...): false after refusing. */
  check: () => boolean;
  /** Saves what the General tab shows, if it changed: false when the save failed. */
  save: () => Promise<boolean>;
  /** Opens the document's parameter form. */
  openForm: (tipo: InformeType) => void;
};

export type ReplaceQuestion = { tipo: InformeType; side: Side; persona: string };

const MODE_OF_SIDE: Record<Side, RegistrationMode> = { entrada: "selectPersonEntrada", salida: "selectPersonSalida" };

/**
 * 'Iniciar proceso' (spec section 4 "Abandonment process" and "Exit process"): the E/S checks,
 * then, when the document's person is already there, the question whether to replace them;
 * replacing (or having none) saves the E/S, stores the context and goes to choose the person in
 * /personas; keeping them opens the document's form at once.
 */
export function useStartProcess({ animalDatabaseId, entradaSalidaDatabaseId, persons, check, save, openForm }: Options) {
  const startSelection = useStartSelection();
  const [question, setQuestion] = useState<ReplaceQuestion | null>(null);

  async function choosePerson(side: Side) {
    if (!(await save())) return;
    startSelection({ mode: MODE_OF_SIDE[side], animalId: animalDatabaseId, entradaSalidaId: entradaSalidaDatabaseId });
  }

  function start(tipo: InformeType) {
    const side = INFORME_PERSON[tipo]?.side;
    if (!side || !check()) return;
    const persona = persons[side];
    if (persona) return setQuestion({ tipo, side, persona });
    void choosePerson(side);
  }

  return {
    start,
    replaceDialog: {
      question,
      onReplace: () => {
        setQuestion(null);
        if (question) void choosePerson(question.side);
      },
      onKeep: async () => {
        setQuestion(null);
        // The document is made from the E/S as saved: what the tab shows must be saved first.
        if (question && (await save())) openForm(question.tipo);
      },
      onCancel: () => setQuestion(null),
    },
  };
}

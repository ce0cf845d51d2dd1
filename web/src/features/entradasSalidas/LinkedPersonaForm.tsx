import { getLocalTimeZone } from "@internationalized/date";
import { REQUIRED_PERSON_FIELDS_FROM_FICHA } from "@rules/missingFields.ts";
import { personaInputSchema } from "@rules/persona.ts";
import { graphql, useFragment } from "react-relay/hooks";
import type { LinkedPersonaForm_persona$key } from "../../__generated__/LinkedPersonaForm_persona.graphql.ts";
import type { SavePersonaFromFichaInput } from "../../__generated__/SavePersonaFromFichaMutation.graphql.ts";
import { PERSONA_DOCUMENT, PERSONA_FIELDS, PERSONA_SAVE_TEXTS } from "../personas/personaFields.ts";
import { useLinkPersonaToEntradaSalidaMutation } from "./LinkToEntradaSalidaMutation.ts";
import { LinkedRecordForm, type LinkedRecordKind } from "./LinkedRecordForm.tsx";
import { useSavePersonaFromFichaMutation } from "./SavePersonaFromFichaMutation.ts";
import { useUnlinkPersonaFromEntradaSalidaMutation } from "./UnlinkFromEntradaSalidaMutation.ts";
import { PERSONA_LINKED } from "../registro/registrationContext.ts";

const PERSONA: LinkedRecordKind = {
  document: PERSONA_DOCUMENT,
  fields: PERSONA_FIELDS,
  schema: personaInputSchema(REQUIRED_PERSON_FIELDS_FROM_FICHA, getLocalTimeZone()),
  texts: {
    ...PERSONA_SAVE_TEXTS,
    noun: "persona",
    newTitle: "Nueva persona",
    notFound: (dni) => `No hay ninguna persona con DNI ${dni}. ¿Desea crearla y vincularla a esta entrada/salida?`,
    foundTitle: "Persona ya registrada",
    found: (dni) => `Ya existe una persona con DNI ${dni}`,
    linked: PERSONA_LINKED,
    unlinked: "Persona desvinculada correctamente",
    confirmModify:
      "Se modificarán los datos de esta persona en su propio registro, y con ellos en todas las fichas registrales en que aparece. ¿Desea continuar?",
    confirmUnlink:
      "La persona dejará de constar en esta entrada/salida (y en el libro de registro y los documentos que se generen). Su registro en Personas no se elimina. ¿Desea continuar?",
    linkError: "Error al vincular la persona",
    unlinkError: "Error al desvincular la persona",
  },
};

type Props = {
  /** Whose person this is: the entry's or the exit's (the mutations' `role`). */
  personRole: "ENTRADA" | "SALIDA";
  persona: LinkedPersonaForm_persona$key | null;
  entradaSalida: { id: string; databaseId: number };
  animalDatabaseId: number;
};

/** The Entrada or Salida tab's person: the entry's (datos_entrada) or the exit's (datos_salida). */
export function LinkedPersonaForm({ personRole: role, persona: personaKey, entradaSalida, animalDatabaseId }: Props) {
  const persona = useFragment(
    graphql`
      fragment LinkedPersonaForm_persona on Persona {
        id
        dni
        nombre
        apellido1
        apellido2
        domicilio
        localidad
        codigoPostal
        provincia
        telefono1
        telefono2
        email
        adopcion
        fechaNacimiento
        mayorEdad
      }
    `,
    personaKey,
  );
  const [save] = useSavePersonaFromFichaMutation();
  const [link] = useLinkPersonaToEntradaSalidaMutation();
  const [unlink] = useUnlinkPersonaFromEntradaSalidaMutation();

  return (
    <LinkedRecordForm
      record={persona ?? null}
      kind={PERSONA}
      save={(values, personaId) => save({ ...values, entradaSalidaId: entradaSalida.id, role, personaId } as SavePersonaFromFichaInput)}
      link={(personaId) => link({ entradaSalidaId: entradaSalida.databaseId, personaId, role })}
      unlink={() => unlink({ entradaSalidaId: entradaSalida.id, role })}
      selection={{
        mode: role === "ENTRADA" ? "selectPersonEntradaGeneral" : "selectPersonSalidaGeneral",
        animalId: animalDatabaseId,
        entradaSalidaId: entradaSalida.databaseId,
      }}
    />
  );
}

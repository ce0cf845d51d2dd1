import { ArrowLeft, MousePointerClick } from "lucide-react";
import { Button } from "../../ui/Button.tsx";
import type { RegistrationContext } from "./registrationContext.ts";
import { type SelectionState, useCancelSelection } from "./useRegistrationSelection.ts";

const PURPOSE: Record<RegistrationContext["mode"], string> = {
  selectPersonEntrada: "Seleccione o cree la persona que entrega el animal",
  selectPersonEntradaGeneral: "Seleccione o cree la persona de la entrada",
  selectPersonSalida: "Seleccione o cree la persona que se hace cargo del animal",
  selectPersonSalidaGeneral: "Seleccione o cree la persona de la salida",
  selectMunicipality: "Seleccione o cree el ayuntamiento",
};

/** What the choice is for, with 'Cancelar y Volver' to the animal record. */
export function SelectionBanner({ selection }: { selection: SelectionState }) {
  const cancel = useCancelSelection();
  if (selection.status === "off") return null;
  if (selection.status === "orphan") {
    return (
      <p role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        No hay ninguna ficha registral esperando esta selección. Ábrala desde la ficha registral del animal.
      </p>
    );
  }
  const { context } = selection;
  return (
    <section aria-label="Modo selección" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand-100 bg-brand-50 px-4 py-3">
      <p className="flex items-center gap-2 text-sm text-brand-900">
        <MousePointerClick size={18} aria-hidden className="shrink-0" />
        <span>
          {PURPOSE[context.mode]} para la ficha registral nº {context.animalId} (entrada/salida nº {context.entradaSalidaId}).
        </span>
      </p>
      <Button variant="secondary" size="sm" onPress={() => cancel(context)}>
        <ArrowLeft size={16} aria-hidden />
        Cancelar y Volver
      </Button>
    </section>
  );
}

import {
  INFORME_ANIMAL_NOT_SAVED,
  INFORME_INVALID_TYPE,
  INFORME_NEEDS_PERSON,
  INFORME_PERSON,
  INFORME_SELECT_ENTRADA_SALIDA,
  INFORME_SELECT_TYPE,
  type InformeType,
  isInformeType,
  PENDING_FORM_BY_TYPE,
} from "@rules/informes.ts";
import type { PendingReportForm } from "../registro/registrationContext.ts";

export type InformeRequest = {
  animalSaved: boolean;
  entradaSalidaId: string | null;
  tipo: string | null;
  /** Whether the E/S names a person on each side. */
  persons: { entrada: boolean; salida: boolean };
};

/**
 * The spec's client-side refusals before a report is generated (section 5 "Generating PDF reports
 * from the record"), in its order; null when the request may go to the server, which checks again.
 */
export function informeRefusal({ animalSaved, entradaSalidaId, tipo, persons }: InformeRequest): string | null {
  if (!animalSaved) return INFORME_ANIMAL_NOT_SAVED;
  if (!entradaSalidaId) return INFORME_SELECT_ENTRADA_SALIDA;
  if (!tipo) return INFORME_SELECT_TYPE;
  if (!isInformeType(tipo)) return INFORME_INVALID_TYPE;
  const person = INFORME_PERSON[tipo];
  if (person?.required && !persons[person.side]) return INFORME_NEEDS_PERSON;
  return null;
}

/** The document a stored pending form name stands for. */
export function informeTypeOfPendingForm(form: PendingReportForm): InformeType {
  const entry = Object.entries(PENDING_FORM_BY_TYPE).find(([, name]) => name === form);
  return entry![0] as InformeType;
}

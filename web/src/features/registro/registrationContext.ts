/**
 * The animal-registration context (spec section 4): when the animal record sends the user to
 * choose a person or a town hall, it stores what the choice is for in session storage; the
 * people and town hall screens (in select mode) read it, link the choice to that E/S, clear it,
 * set the refresh flag and return to the record, which reloads when it sees the flag. Session
 * storage keeps it per browser tab, so two tabs never mix their selections.
 *
 * The record's side stores the context before it sends the user off, and reads the refresh flag
 * and the pending document when it opens.
 */

export type RegistrationMode = "selectPersonEntrada" | "selectPersonSalida" | "selectPersonEntradaGeneral" | "selectPersonSalidaGeneral" | "selectMunicipality";

export type RegistrationContext = { mode: RegistrationMode; animalId: number; entradaSalidaId: number };

/** The legal document left to fill in after a process selection, kept until the record opens it. */
export type PendingReportForm = "declaracion_abandono" | "contrato_adopcion" | "declaracion_reconocimiento";

const REGISTRATION_CONTEXT_KEY = "animalRegistrationContext";
const REGISTRATION_REFRESH_KEY = "animalRegistrationRefresh";
const PENDING_REPORT_FORM_KEY = "pendingReportForm";

const MODES: readonly RegistrationMode[] = [
  "selectPersonEntrada",
  "selectPersonSalida",
  "selectPersonEntradaGeneral",
  "selectPersonSalidaGeneral",
  "selectMunicipality",
];

/** The stored context, or null when there is none or it is not one this app wrote. */
export function readRegistrationContext(): RegistrationContext | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(REGISTRATION_CONTEXT_KEY) ?? "null") as Partial<RegistrationContext> | null;
    const isId = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0;
    if (value && MODES.includes(value.mode as RegistrationMode) && isId(value.animalId) && isId(value.entradaSalidaId)) {
      return { mode: value.mode as RegistrationMode, animalId: value.animalId, entradaSalidaId: value.entradaSalidaId };
    }
  } catch {
    // Not JSON: treated as no context.
  }
  return null;
}

export function clearRegistrationContext(): void {
  sessionStorage.removeItem(REGISTRATION_CONTEXT_KEY);
}

/** Asks the animal record to reload its E/S data when it next opens. */
export function setRegistrationRefresh(): void {
  sessionStorage.setItem(REGISTRATION_REFRESH_KEY, "true");
}

export function storePendingReportForm(form: PendingReportForm): void {
  sessionStorage.setItem(PENDING_REPORT_FORM_KEY, form);
}

const PENDING_FORMS: readonly PendingReportForm[] = ["declaracion_abandono", "contrato_adopcion", "declaracion_reconocimiento"];

/** The stored pending form, left in place (the ficha takes it when it opens the form). */
export function peekPendingReportForm(): PendingReportForm | null {
  const value = sessionStorage.getItem(PENDING_REPORT_FORM_KEY);
  return PENDING_FORMS.includes(value as PendingReportForm) ? (value as PendingReportForm) : null;
}

export function clearPendingReportForm(): void {
  sessionStorage.removeItem(PENDING_REPORT_FORM_KEY);
}

/** Which person of the E/S a person mode chooses, and whether it continues a document process. */
export function personSelectionOf(mode: RegistrationMode): { role: "ENTRADA" | "SALIDA"; forProcess: boolean } | null {
  switch (mode) {
    case "selectPersonEntrada":
      return { role: "ENTRADA", forProcess: true };
    case "selectPersonSalida":
      return { role: "SALIDA", forProcess: true };
    case "selectPersonEntradaGeneral":
      return { role: "ENTRADA", forProcess: false };
    case "selectPersonSalidaGeneral":
      return { role: "SALIDA", forProcess: false };
    default:
      return null;
  }
}

/**
 * The ficha, with the E/S the choice was for selected when it is named (the pending form is for
 * that one), on the tab that shows the choice when `tab` is given.
 */
export function animalRecordPath(animalId: number, entradaSalidaId?: number, tab?: LinkedTab): string {
  if (!entradaSalidaId) return `/animales?id=${animalId}`;
  return `/animales?id=${animalId}&es=${entradaSalidaId}${tab ? `&tab=${tab}` : ""}`;
}

export type LinkedTab = "entrada" | "salida" | "ayuntamiento";

/** What the ficha's tabs and select mode say once a person or a town hall is linked to an E/S. */
export const PERSONA_LINKED = "Persona vinculada correctamente";
export const AYUNTAMIENTO_LINKED = "Ayuntamiento vinculado correctamente";

/**
 * The E/S tab the choice was asked for on, which shows it (none for a process begun on the General
 * tab, whose pending form opens there), and the toast that confirms it was linked.
 */
export function linkedTabOf(mode: RegistrationMode): { tab?: LinkedTab; linked: string } {
  const person = personSelectionOf(mode);
  if (!person) return { tab: "ayuntamiento", linked: AYUNTAMIENTO_LINKED };
  if (person.forProcess) return { linked: PERSONA_LINKED };
  return { tab: person.role === "ENTRADA" ? "entrada" : "salida", linked: PERSONA_LINKED };
}

/** The ficha's tabs store what the choice is for before going to /personas or /ayuntamientos in select mode. */
export function storeRegistrationContext(context: RegistrationContext): void {
  sessionStorage.setItem(REGISTRATION_CONTEXT_KEY, JSON.stringify(context));
}

/** True once after setRegistrationRefresh: the ficha reads it on load, then reloads. */
export function takeRegistrationRefresh(): boolean {
  const requested = sessionStorage.getItem(REGISTRATION_REFRESH_KEY) === "true";
  sessionStorage.removeItem(REGISTRATION_REFRESH_KEY);
  return requested;
}

/** Where the ficha sends the user to choose, for a context it has just stored. */
export function selectionPath(mode: RegistrationMode): string {
  return mode === "selectMunicipality" ? "/ayuntamientos?mode=select" : "/personas?mode=select";
}

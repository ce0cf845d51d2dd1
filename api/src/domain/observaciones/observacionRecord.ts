/** Reading ids and naming observations, shared by every observation operation. */
import { parseRecordId } from "../ids.ts";

/** A malformed id is 'Identificador no válido' (INVALID_ID) on its field, as everywhere. */
export const parseObservacionId = (value: unknown) => parseRecordId(value, "id");
export const parseEntradaSalidaRef = (value: unknown) => parseRecordId(value, "entradaSalidaId");

/** How the activity log names an observation. */
export const describeObservacion = (o: { id: number; entradaSalidaId: number; tratamiento: boolean }) =>
  `la observación ${o.id}${o.tratamiento ? " (tratamiento)" : ""} de la E/S ${o.entradaSalidaId}`;

/** An observation's activity entry (table observaciones). */
export const activity = (accion: string, descripcion: string, registroId: number) => ({ tabla: "observaciones", accion, descripcion, registroId });

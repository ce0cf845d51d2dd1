/** Reading ids and naming observations, shared by every observation operation. */
import { recordIdSchema } from "../ids.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { observacionNotFound } from "./errors.ts";

/** A malformed id names no record: it is answered as a missing one (404). */
function parseIdOr(value: unknown, missing: () => Error): number {
  const parsed = recordIdSchema.safeParse(value);
  if (!parsed.success) throw missing();
  return parsed.data;
}

export const parseObservacionId = (value: unknown) => parseIdOr(value, observacionNotFound);
export const parseEntradaSalidaRef = (value: unknown) => parseIdOr(value, entradaSalidaNotFound);

/** How the activity log names an observation. */
export const describeObservacion = (o: { id: number; entradaSalidaId: number; tratamiento: boolean }) =>
  `la observación ${o.id}${o.tratamiento ? " (tratamiento)" : ""} de la E/S ${o.entradaSalidaId}`;

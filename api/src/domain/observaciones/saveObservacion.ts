/**
 * Creating and editing observations and treatments of an E/S (spec sections 3, 4 and 5
 * "Observation"). Every logged-in role may (spec section 6). The document is never taken from
 * the payload: only the upload sets it, so a client cannot point an observation at a file it
 * did not send.
 */
import type { Observacion } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { observacionInputSchema } from "../rules/observacion.ts";
import { parseInput } from "../validation.ts";
import { observacionNotFound } from "./errors.ts";
import { describeObservacion } from "./observacionRecord.ts";

type Fields = { descripcion?: unknown; tratamiento?: unknown; tratamientoFechaInicio?: unknown; tratamientoFechaFin?: unknown };

export async function createObservacion(deps: Deps, actor: Actor, input: Fields & { entradaSalidaId: unknown }): Promise<Observacion> {
  const user = requireLoggedIn(actor);
  const entradaSalidaId = parseRecordId(input.entradaSalidaId, "entradaSalidaId");
  const data = parseInput(observacionInputSchema, input);
  if (!(await deps.db.entradaSalida.findUnique({ where: { id: entradaSalidaId }, select: { id: true } }))) throw entradaSalidaNotFound();
  return changeWithActivity(
    deps,
    user,
    // The E/S may be deleted between the check and the insert: its foreign key has the last word.
    (tx) => answerConstraints(() => tx.observacion.create({ data: { ...data, entradaSalidaId } }), { foreignKey: entradaSalidaNotFound }),
    (created) => activity("crear", `Creada ${describeObservacion(created)}: ${created.descripcion}`, created.id),
  );
}

export async function updateObservacion(deps: Deps, actor: Actor, input: Fields & { id: unknown }): Promise<Observacion> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const data = parseInput(observacionInputSchema, input);
  return changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.observacion.update({ where: { id }, data }), { missing: observacionNotFound }),
    (updated) => activity("modificar", `Modificada ${describeObservacion(updated)}: ${updated.descripcion}`, id),
  );
}

export const activity = (accion: string, descripcion: string, registroId: number) => ({ tabla: "observaciones", accion, descripcion, registroId });

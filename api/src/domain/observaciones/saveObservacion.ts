/**
 * Creating and editing observations and treatments of an E/S (spec sections 3, 4 and 5
 * "Observation"). Every logged-in role may (spec section 6). The document is never taken from
 * the payload: only the upload sets it, so a client cannot point an observation at a file it
 * did not send. A treatment stays within its stay's dates (treatmentsOfStay.ts).
 */
import type { Observacion } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { type ObservacionInput, observacionInputSchema, observacionOfStaySchema } from "../rules/observacion.ts";
import { parseInput } from "../validation.ts";
import { observacionNotFound } from "./errors.ts";
import { activity, describeObservacion } from "./observacionRecord.ts";
import { endWithStay, lockStayOfObservacion } from "./treatmentsOfStay.ts";

type Fields = { descripcion?: unknown; tratamiento?: unknown; tratamientoFechaInicio?: unknown; tratamientoFechaFin?: unknown; sanitaria?: unknown };

export async function createObservacion(deps: Deps, actor: Actor, input: Fields & { entradaSalidaId: unknown }): Promise<Observacion> {
  const user = requireLoggedIn(actor);
  const entradaSalidaId = parseRecordId(input.entradaSalidaId, "entradaSalidaId");
  parseInput(observacionInputSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const data = await withinStay(deps, tx, entradaSalidaId, input);
      return tx.observacion.create({ data: { ...data, entradaSalidaId } });
    },
    (created) => activity("crear", `Creada ${describeObservacion(created)}: ${created.descripcion}`, created.id),
  );
}

export async function updateObservacion(deps: Deps, actor: Actor, input: Fields & { id: unknown }): Promise<Observacion> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  parseInput(observacionInputSchema, input);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const saved = await tx.observacion.findUnique({ where: { id }, select: { entradaSalidaId: true } });
      if (!saved) throw observacionNotFound();
      const data = await withinStay(deps, tx, saved.entradaSalidaId, input);
      return answerConstraints(() => tx.observacion.update({ where: { id }, data }), { missing: observacionNotFound });
    },
    (updated) => activity("modificar", `Modificada ${describeObservacion(updated)}: ${updated.descripcion}`, id),
  );
}

/**
 * The input as stored in its stay: the stay is locked for the transaction and the input checked
 * against its exit date (the rules without a stay were checked first, so a bad input costs no
 * query); a treatment of a closed stay without an end ends with the stay.
 */
async function withinStay(deps: Deps, tx: Tx, entradaSalidaId: number, input: Fields): Promise<ObservacionInput> {
  const stay = await lockStayOfObservacion(tx, entradaSalidaId);
  return endWithStay(parseInput(observacionOfStaySchema(stay, deps.timeZone), input), stay, deps);
}

/**
 * Deleting an observation (after the dialog's confirmation): the row and its activity record in
 * one transaction, then its document file, once nothing names it any more.
 */
import type { Observacion } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { removeFilesAfterCommit, type RemovedFiles } from "../files/removeFilesAfterCommit.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { observacionNotFound } from "./errors.ts";
import { activity, describeObservacion } from "./observacionRecord.ts";

export async function deleteObservacion(deps: Deps, actor: Actor, input: { id: unknown }): Promise<{ observacion: Observacion } & RemovedFiles> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const observacion = await changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.observacion.delete({ where: { id } }), { missing: observacionNotFound }),
    (deleted) => activity("eliminar", `Eliminada ${describeObservacion(deleted)}`, id),
  );
  return { observacion, ...(await removeFilesAfterCommit(deps, [observacion.documentacion])) };
}

/**
 * Deleting an observation (after the dialog's confirmation): the row, its document and its
 * activity record in one transaction.
 */
import type { Observacion } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { removeFiles, type RemovedFiles } from "../../files/fileStore.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { observacionNotFound } from "./errors.ts";
import { activity, describeObservacion } from "./observacionRecord.ts";

export async function deleteObservacion(deps: Deps, actor: Actor, input: { id: unknown }): Promise<{ observacion: Observacion } & RemovedFiles> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  return changeWithActivity(
    deps,
    user,
    async (tx) => {
      const observacion = await answerConstraints(() => tx.observacion.delete({ where: { id } }), { missing: observacionNotFound });
      return { observacion, ...(await removeFiles(tx, [observacion.documentacion])) };
    },
    ({ observacion }) => activity("eliminar", `Eliminada ${describeObservacion(observacion)}`, id),
  );
}

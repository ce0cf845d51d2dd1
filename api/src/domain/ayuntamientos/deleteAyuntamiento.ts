import { z } from "zod";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { recordIdSchema } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { ayuntamientoLinked, ayuntamientoNotFound } from "./errors.ts";
import { describeAyuntamiento } from "./saveAyuntamiento.ts";

/**
 * A town hall named on any entry or exit stays (spec section 8); the RESTRICT foreign key
 * refuses the delete too, should a link appear between the check and the delete.
 */
export async function deleteAyuntamiento(deps: Deps, actor: Actor, input: unknown): Promise<{ id: number }> {
  const user = requireLoggedIn(actor);
  const { id } = parseInput(z.object({ id: recordIdSchema }), input);
  if ((await deps.db.entradaSalida.count({ where: { ayuntamientoId: id } })) > 0) throw ayuntamientoLinked();
  await changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.ayuntamiento.delete({ where: { id } }), { foreignKey: ayuntamientoLinked, missing: ayuntamientoNotFound }),
    (ayuntamiento) => ({ tabla: "ayuntamientos", accion: "eliminar", descripcion: `Eliminado el ayuntamiento ${describeAyuntamiento(ayuntamiento)}`, registroId: id }),
  );
  return { id };
}

import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { recordIdSchema } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { z } from "zod";
import { personaLinked, personaNotFound } from "./errors.ts";
import { describePersona } from "./savePersona.ts";

/**
 * A person named on any entry or exit stays (spec section 8); the RESTRICT foreign keys refuse
 * the delete too, should a link appear between the check and the delete.
 */
export async function deletePersona(deps: Deps, actor: Actor, input: unknown): Promise<{ id: number }> {
  const user = requireLoggedIn(actor);
  const { id } = parseInput(z.object({ id: recordIdSchema }), input);
  const links = await deps.db.entradaSalida.count({ where: { OR: [{ datosEntradaId: id }, { datosSalidaId: id }] } });
  if (links > 0) throw personaLinked();
  await changeWithActivity(
    deps,
    user,
    (tx) => answerConstraints(() => tx.persona.delete({ where: { id } }), { foreignKey: personaLinked, missing: personaNotFound }),
    (persona) => ({ tabla: "personas", accion: "eliminar", descripcion: `Eliminada la persona ${describePersona(persona)}`, registroId: id }),
  );
  return { id };
}

import { z } from "zod";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { recordIdField } from "../rules/recordId.ts";
import { parseInput } from "../validation.ts";
import { changeWithActivity } from "./changeWithActivity.ts";

const text = (max: number, field: string) =>
  z.string(`${field} es obligatorio`).trim().min(1, `${field} es obligatorio`).max(max, `${field} no puede superar ${max} caracteres`);

/** POST /api/actividades (spec section 7). `usuario` is always the caller, whatever the body says. */
export const activitySchema = z.object({
  tabla: text(50, "El campo tabla"),
  accion: text(50, "El campo acción"),
  descripcion: text(500, "El campo descripción"),
  registroId: recordIdField("El registro no es válido").nullish(),
});

/** A client reports a change it made (e.g. linking a person from select mode). */
export async function createActivity(deps: Deps, actor: Actor, input: unknown): Promise<void> {
  const user = requireLoggedIn(actor);
  const entry = parseInput(activitySchema, input);
  // The change happened in the client; only its record is written here.
  await changeWithActivity(
    deps,
    user,
    async () => undefined,
    () => entry,
  );
}

import type { LoggedIn } from "../policies.ts";
import type { Deps } from "../deps.ts";

/** Appends an entry to the activity log screen (table logs). */
export async function recordLog(deps: Deps, actor: LoggedIn, descripcion: string): Promise<void> {
  await deps.db.log.create({
    data: { usuarioId: actor.id, username: actor.username, descripcion: descripcion.slice(0, 500) },
  });
}

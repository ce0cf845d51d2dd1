import type { Deps } from "../deps.ts";
import { isApiKey, type LoggedIn } from "../policies.ts";

/** Appends an entry to the activity log screen (table logs); an API key's under its name, with no user. */
export async function recordLog(deps: Deps, actor: LoggedIn, descripcion: string): Promise<void> {
  await deps.db.log.create({
    data: { usuarioId: isApiKey(actor) ? null : actor.id, username: actor.username, descripcion: descripcion.slice(0, 500) },
  });
}

import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { requireLoggedIn } from "../policies.ts";

export type About = { appVersion: string; appVersionFecha: Date };

/** The About dialog's facts (spec section 3 "Configuration"): any logged-in user. */
export async function getAbout(deps: Deps, actor: Actor): Promise<About> {
  requireLoggedIn(actor);
  const row = await deps.db.configuracion.findFirst({ orderBy: { id: "asc" } });
  if (!row) throw new AppError("NOT_FOUND", 404, "Configuración no encontrada");
  return { appVersion: row.appVersion, appVersionFecha: row.appVersionFecha };
}

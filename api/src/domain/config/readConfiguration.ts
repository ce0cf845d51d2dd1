import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { isAdmin } from "../policies.ts";
import { getSmtpConfig } from "../smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../smtp/smtpSettings.ts";
import { type About, getAbout } from "./about.ts";

/**
 * GET /api/configuration serves both About (every logged-in user) and the SMTP form
 * (administrators, who also get the stored SMTP settings, never the password).
 */
export async function readConfiguration(deps: Deps, actor: Actor): Promise<{ about: About; smtp?: SmtpConfigView | null }> {
  const about = await getAbout(deps, actor);
  if (!isAdmin(actor)) return { about };
  return { about, smtp: await getSmtpConfig(deps, actor) };
}

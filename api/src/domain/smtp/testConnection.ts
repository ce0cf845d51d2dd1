import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { requireAdmin } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { verifyConnection } from "./mailer.ts";
import { smtpSettingsSchema } from "./smtpSettings.ts";

/**
 * 'Probar Conexión': connects to the server typed in the form (saved or not) and logs in with the
 * password typed there, which the spec requires for a test.
 */
export async function testSmtpConnection(deps: Deps, actor: Actor, input: unknown): Promise<void> {
  requireAdmin(actor);
  const settings = parseInput(smtpSettingsSchema, input);
  if (!settings.smtpPassword) {
    throw new ValidationError([
      { path: ["smtpPassword"], message: "La contraseña SMTP es obligatoria para probar la conexión" },
    ]);
  }
  await verifyConnection(settings);
}

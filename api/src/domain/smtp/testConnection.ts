import type { Actor } from "../actor.ts";
import { requireAdmin } from "../policies.ts";
import { smtpTestSchema } from "../rules/smtp.ts";
import { parseInput } from "../validation.ts";
import { verifyConnection } from "./mailer.ts";

/**
 * 'Probar Conexión': connects to the server typed in the form (saved or not) and logs in with the
 * password typed there, which the spec requires for a test.
 */
export async function testSmtpConnection(actor: Actor, input: unknown): Promise<void> {
  requireAdmin(actor);
  await verifyConnection(parseInput(smtpTestSchema, input));
}

import { z } from "zod";
import type { Actor } from "../actor.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { endSessions } from "../auth/sessionVersion.ts";
import { signSessionToken } from "../auth/tokens.ts";
import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { recordActivity } from "../logs/recordActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { userNotFound } from "./userErrors.ts";

/** Spec section 5 "Change password", in the spec's order; the current password is checked here. */
const REQUIRED = "Todos los campos son obligatorios";

const changePasswordSchema = z.object({
  currentPassword: z.string(REQUIRED).min(1, REQUIRED).max(100, "La contraseña actual no es correcta"),
  newPassword: z
    .string(REQUIRED)
    .min(1, REQUIRED)
    .min(6, "La nueva contraseña debe tener al menos 6 caracteres")
    .max(100, "La nueva contraseña no puede superar 100 caracteres"),
});

export const wrongCurrentPassword = () =>
  new ValidationError([{ path: ["currentPassword"], message: "La contraseña actual no es correcta" }]);

/**
 * Any logged-in user changes their own password. Every other session of theirs ends; the
 * caller gets a new token for this one.
 */
export async function changePassword(deps: Deps, actor: Actor, input: unknown): Promise<{ token: string }> {
  const user = requireLoggedIn(actor);
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  assertAcceptablePassword(newPassword, user.username, "newPassword");
  const stored = await deps.db.usuario.findUnique({ where: { id: user.id }, select: { password: true } });
  if (!stored) throw userNotFound();
  if (!(await verifyPassword(stored.password, currentPassword))) throw wrongCurrentPassword();
  await deps.db.usuario.update({ where: { id: user.id }, data: { password: await hashPassword(newPassword) } });
  const sesionVersion = await endSessions(deps.db, user.id);
  await recordActivity(deps, user, {
    tabla: "usuarios",
    accion: "cambiar contraseña",
    descripcion: "Cambio de contraseña",
    registroId: user.id,
  });
  return { token: signSessionToken(deps, { ...user, sesionVersion }) };
}

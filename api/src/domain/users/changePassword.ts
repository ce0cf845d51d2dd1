import type { Actor } from "../actor.ts";
import { assertLoginAllowed, clearFailedLogins, recordFailedLogin } from "../auth/loginThrottle.ts";
import { assertAcceptablePassword } from "../auth/passwordPolicy.ts";
import { hashPassword, verifyPassword } from "../auth/passwords.ts";
import { signSessionToken } from "../auth/tokens.ts";
import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requirePerson } from "../policies.ts";
import { changePasswordSchema, WRONG_CURRENT_PASSWORD } from "../rules/password.ts";
import { parseInput } from "../validation.ts";
import { userNotFound } from "./userErrors.ts";

export const wrongCurrentPassword = () => new ValidationError([{ path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD }]);

/**
 * Any logged-in user changes their own password (spec section 5 "Change password"). Every
 * other session of theirs ends, and a password e-mailed by recovery and not yet used stops
 * working; the caller gets a new token for this one. A wrong current password costs from the
 * login's budget for that user and client (`client`, as login takes it): a session left open
 * on a shared computer is no way to guess the password without the login's delays.
 */
export async function changePassword(deps: Deps, actor: Actor, input: unknown, client: string): Promise<{ token: string }> {
  const user = requirePerson(actor);
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  assertAcceptablePassword(newPassword, user.username, "newPassword");
  const attempt = { username: user.username, client };
  await assertLoginAllowed(deps.loginThrottle, attempt);
  const stored = await deps.db.usuario.findUnique({ where: { id: user.id }, select: { password: true } });
  if (!stored) throw userNotFound();
  if (!(await verifyPassword(stored.password, currentPassword))) {
    await recordFailedLogin(deps.loginThrottle, attempt);
    throw wrongCurrentPassword();
  }
  await clearFailedLogins(deps.loginThrottle, attempt);
  const password = await hashPassword(newPassword);
  const { sesionVersion } = await changeWithActivity(
    deps,
    user,
    (tx) =>
      tx.usuario.update({
        where: { id: user.id },
        data: { password, recuperacionPassword: null, sesionVersion: { increment: 1 } },
        select: { sesionVersion: true },
      }),
    () => ({ tabla: "usuarios", accion: "cambiar contraseña", descripcion: "Cambio de contraseña", registroId: user.id }),
  );
  return { token: signSessionToken(deps, { ...user, sesionVersion }) };
}

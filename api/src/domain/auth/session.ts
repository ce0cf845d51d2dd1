/** Login and resolving who a token belongs to. */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { recordLog } from "../logs/recordLog.ts";
import { loginSchema } from "../rules/session.ts";
import { findUserIdByUsername } from "../users/findUserIdByUsername.ts";
import { parseInput } from "../validation.ts";
import { assertLoginAllowed, clearFailedLogins, recordFailedLogin } from "./loginThrottle.ts";
import { verifyAgainstNothing, verifyPassword } from "./passwords.ts";
import { signSessionToken, userIdFromToken } from "./tokens.ts";

export const invalidCredentials = () =>
  new AppError("INVALID_CREDENTIALS", 401, "Usuario o contraseña incorrectos");
export const inactiveUser = () => new AppError("INACTIVE_USER", 403, "Cuenta de usuario inactiva");

export type Session = { token: string; user: NonNullable<Actor> };

export async function login(deps: Deps, input: unknown): Promise<Session> {
  const { username, password } = parseInput(loginSchema, input);
  await assertLoginAllowed(deps.loginThrottle, username);
  const id = await findUserIdByUsername(deps, username);
  const user = id ? await deps.db.usuario.findUnique({ where: { id } }) : null;
  const passwordMatches = user ? await verifyPassword(user.password, password) : await verifyAgainstNothing(password);
  if (!user || !passwordMatches) {
    await recordFailedLogin(deps.loginThrottle, username);
    throw invalidCredentials();
  }
  await clearFailedLogins(deps.loginThrottle, username);
  if (!user.activo) throw inactiveUser();
  const actor = { id: user.id, username: user.username, rolId: user.rolId };
  await recordLog(deps, actor, "Inicio de sesión");
  return { token: signSessionToken(deps, actor), user: actor };
}

export async function logout(deps: Deps, actor: Actor): Promise<void> {
  if (actor) await recordLog(deps, actor, "Cierre de sesión");
}

/**
 * The caller behind a bearer token, read fresh from the database so that a deactivated or
 * deleted user loses access at once, whatever tokens they still hold.
 */
export async function actorFromToken(deps: Deps, token: string | undefined): Promise<Actor> {
  const id = token ? userIdFromToken(deps, token) : null;
  if (!id) return null;
  const user = await deps.db.usuario.findUnique({
    where: { id },
    select: { id: true, username: true, rolId: true, activo: true },
  });
  return user?.activo ? { id: user.id, username: user.username, rolId: user.rolId } : null;
}

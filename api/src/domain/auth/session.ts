/** Login and resolving who a token belongs to. */
import type { Actor, Person } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { recordLog } from "../logs/recordLog.ts";
import { requirePerson } from "../policies.ts";
import { loginSchema } from "../rules/session.ts";
import { findUserIdByUsername } from "../users/findUserIdByUsername.ts";
import { parseLookupInput } from "../validation.ts";
import { assertLoginAllowed, clearFailedLogins, recordFailedLogin } from "./loginThrottle.ts";
import { adoptPendingPassword, matchingPassword } from "./pendingPassword.ts";
import { endSessions } from "./sessionVersion.ts";
import type { SessionUser } from "./sessionUsers.ts";
import { signSessionToken, subjectFromToken } from "./tokens.ts";

export const invalidCredentials = () => new AppError("INVALID_CREDENTIALS", 401, "Usuario o contraseña incorrectos");
export const inactiveUser = () => new AppError("INACTIVE_USER", 403, "Cuenta de usuario inactiva");

export type Session = { token: string; user: Person };

/**
 * `client`: the caller's address, for the failed-login budgets (auth/loginThrottle.ts). The
 * password typed may be the account's own or the one recovery e-mailed (auth/pendingPassword.ts),
 * which then replaces it and ends the other sessions.
 */
export async function login(deps: Deps, input: unknown, client: string): Promise<Session> {
  const { username, password } = parseLookupInput(loginSchema, input, invalidCredentials);
  const attempt = { username, client };
  await assertLoginAllowed(deps.loginThrottle, attempt);
  const id = await findUserIdByUsername(deps, username);
  const user = id ? await deps.db.usuario.findUnique({ where: { id } }) : null;
  const match = await matchingPassword(user, password);
  if (!user || !match) {
    await recordFailedLogin(deps.loginThrottle, attempt);
    throw invalidCredentials();
  }
  await clearFailedLogins(deps.loginThrottle, attempt);
  if (!user.activo) throw inactiveUser();
  const actor = { id: user.id, username: user.username, rolId: user.rolId };
  if (match.password === "pending") {
    const sesionVersion = await adoptPendingPassword(deps, actor, match.pendingHash);
    return { token: signSessionToken(deps, { ...actor, sesionVersion }), user: actor };
  }
  await recordLog(deps, actor, "Inicio de sesión");
  return { token: signSessionToken(deps, user), user: actor };
}

/** Ends the session on the server too: every token of this user stops working. */
export async function logout(deps: Deps, actor: Actor): Promise<void> {
  if (!actor) return;
  const person = requirePerson(actor);
  await endSessions(deps.db, person.id);
  await recordLog(deps, person, "Cierre de sesión");
}

/**
 * The caller behind a bearer token, checked against the user's current row so that a deactivated
 * or deleted user loses access at once, and a token from before the user's last password change,
 * recovery, logout or edit by an administrator (a lower session version) is refused. The row comes
 * from the process's cache (sessionUsers.ts), which forgets a user as soon as the row changes.
 */
export async function actorFromToken(deps: Deps, token: string | undefined): Promise<Actor> {
  const subject = token ? subjectFromToken(deps, token) : null;
  if (!subject) return null;
  const read = () => readSessionUser(deps, subject.userId);
  let user = await deps.sessionUsers.get(subject.userId, read);
  // A token newer than what is kept (a login elsewhere whose change has not been heard yet): read again.
  if (user && user.sesionVersion < subject.sessionVersion) {
    deps.sessionUsers.changed(subject.userId);
    user = await deps.sessionUsers.get(subject.userId, read);
  }
  if (!user?.activo || user.sesionVersion !== subject.sessionVersion) return null;
  return { id: user.id, username: user.username, rolId: user.rolId };
}

function readSessionUser(deps: Deps, userId: number): Promise<SessionUser | null> {
  return deps.db.usuario.findUnique({
    where: { id: userId },
    select: { id: true, username: true, rolId: true, activo: true, sesionVersion: true },
  });
}

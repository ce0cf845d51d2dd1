/**
 * Who may do what. Both transports call these before any domain work, so a rule is enforced
 * on the server whatever the UI shows.
 */
import { type Actor, ROLE } from "./actor.ts";
import { forbidden, unauthenticated } from "./errors.ts";

export type LoggedIn = NonNullable<Actor>;

/** Any active user with a valid session (spec section 6: records are open to every role). */
export function requireLoggedIn(actor: Actor): LoggedIn {
  if (!actor) throw unauthenticated();
  return actor;
}

export function isAdmin(actor: Actor): boolean {
  return actor?.rolId === ROLE.ADMINISTRADOR;
}

/**
 * Who may send GraphQL documents of their own instead of the app's persisted operations
 * (administrators' GraphiQL-style tools); everyone else runs only what the web app ships.
 */
export function mayRunArbitraryDocuments(actor: Actor): boolean {
  return isAdmin(actor);
}

/** Users, roles, activity logs and SMTP are for administrators only. */
export function requireAdmin(actor: Actor): LoggedIn {
  const user = requireLoggedIn(actor);
  if (!isAdmin(user)) throw forbidden();
  return user;
}

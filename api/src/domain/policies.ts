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

/** Users, roles, activity logs and SMTP are for administrators only. */
export function requireAdmin(actor: Actor): LoggedIn {
  const user = requireLoggedIn(actor);
  if (!isAdmin(user)) throw forbidden();
  return user;
}

/** Administrators and veterinarians write the shelter's plan sanitario (issue 27); employees only record items. */
export function isPlanEditor(actor: Actor): boolean {
  return actor?.rolId === ROLE.ADMINISTRADOR || actor?.rolId === ROLE.VETERINARIO;
}

export function requirePlanEditor(actor: Actor): LoggedIn {
  const user = requireLoggedIn(actor);
  if (!isPlanEditor(user)) throw forbidden();
  return user;
}

/**
 * Who may do what. Both transports call these before any domain work, so a rule is enforced
 * on the server whatever the UI shows.
 */
import { type Actor, type ApiKeyActor, type Person, ROLE } from "./actor.ts";
import { AppError, forbidden, unauthenticated } from "./errors.ts";
import { API_KEY_MESSAGES } from "./rules/apiKey.ts";

export type LoggedIn = NonNullable<Actor>;

/** Any active user with a valid session, or an API key (spec section 6: records are open to every role). */
export function requireLoggedIn(actor: Actor): LoggedIn {
  if (!actor) throw unauthenticated();
  return actor;
}

export function isApiKey(actor: Actor): actor is ApiKeyActor {
  return actor !== null && "apiKey" in actor;
}

/** A person's own operations (password, logout, navigation log): never an API key. */
export function requirePerson(actor: Actor): Person {
  const caller = requireLoggedIn(actor);
  if (isApiKey(caller)) throw new AppError("FORBIDDEN", 403, API_KEY_MESSAGES.notForKeys);
  return caller;
}

export function isAdmin(actor: Actor): boolean {
  return actor !== null && !isApiKey(actor) && actor.rolId === ROLE.ADMINISTRADOR;
}

/** Users, roles, activity logs, SMTP, keys, backups: administrators only, never an API key. */
export function requireAdmin(actor: Actor): Person {
  const user = requireLoggedIn(actor);
  if (isApiKey(user) || !isAdmin(user)) throw forbidden();
  return user;
}

/** Administrators and veterinarians write the shelter's plan sanitario (issue 27); employees only record items. */
export function isPlanEditor(actor: Actor): boolean {
  return actor !== null && !isApiKey(actor) && (actor.rolId === ROLE.ADMINISTRADOR || actor.rolId === ROLE.VETERINARIO);
}

export function requirePlanEditor(actor: Actor): LoggedIn {
  const user = requireLoggedIn(actor);
  if (!isPlanEditor(user)) throw forbidden();
  return user;
}

/**
 * A role-restricted operation's callers, as a route declares them (rest/routeDoc.ts): checked
 * before its body is read, and named in the API's reference.
 */
export type Callers = { description: string; require: (actor: Actor) => unknown };

export const ADMINISTRATORS: Callers = { description: "Solo administradores.", require: requireAdmin };
export const PLAN_EDITORS: Callers = { description: "Solo administradores y veterinarios.", require: requirePlanEditor };
export const PEOPLE: Callers = { description: "Solo personas con sesión iniciada, no claves de API.", require: requirePerson };

/** Changes: every person (the roles' limits are each operation's own), and keys with the escritura scope. */
export function mayWrite(actor: Actor): boolean {
  return actor !== null && (!isApiKey(actor) || actor.apiKey.scope === "escritura");
}

export const readOnlyKey = () => new AppError("FORBIDDEN", 403, API_KEY_MESSAGES.readOnly);

export function requireWriter(actor: Actor): LoggedIn {
  const caller = requireLoggedIn(actor);
  if (!mayWrite(caller)) throw readOnlyKey();
  return caller;
}

/** The GraphQL schema (introspection, GraphiQL's documentation): administrators and introspection keys. */
export function mayIntrospect(actor: Actor): boolean {
  return isAdmin(actor) || (isApiKey(actor) && actor.apiKey.scope === "introspection");
}

/**
 * GraphQL documents the web app did not ship: administrators (GraphiQL) and API keys (other
 * systems write their own queries; their scope still limits what runs). Everyone else sends the
 * app's own operations.
 */
export function mayRunArbitraryDocuments(actor: Actor): boolean {
  return isAdmin(actor) || isApiKey(actor);
}

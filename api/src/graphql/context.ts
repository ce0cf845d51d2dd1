import type { Actor } from "../domain/actor.ts";
import type { Deps } from "../domain/deps.ts";
import type { SessionCookie } from "../sessionCookie.ts";

/**
 * Per-request GraphQL context. `deps` is the app's dependency set (one app may run against
 * PGlite or PostgreSQL, so it is not a module singleton); resolvers hand it to domain
 * functions and never query the database themselves.
 */
export type GraphQLContext = {
  viewer: Actor;
  deps: Deps;
  /** The caller's address (behind TRUST_PROXY, the one the proxy reports): per-client budgets. */
  client: string;
  /** Set when a mutation opens a session, cleared when one ends (login, setup, password change, logout). */
  sessionCookie: SessionCookie;
};

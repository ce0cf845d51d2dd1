import type { Actor } from "../domain/actor.ts";
import type { Deps } from "../domain/deps.ts";
import { type AppFrame, getAppFrame } from "../domain/frame/appFrame.ts";
import type { SessionCookie } from "../sessionCookie.ts";

/**
 * Per-request GraphQL context. `deps` is the app's dependency set (one app may run against
 * PGlite or PostgreSQL, so it is not a module singleton); resolvers hand it to domain
 * functions and never query the database themselves.
 */
export type GraphQLContext = {
  viewer: Actor;
  deps: Deps;
  /** The caller (clientAddress.ts: its address behind TRUST_PROXY, the one the proxy reports; an IPv6 caller its /64): per-client budgets. */
  client: string;
  /** Set when a mutation opens a session, cleared when one ends (login, setup, password change, logout). */
  sessionCookie: SessionCookie;
  /**
   * The frame's counts and shelter identity, read at most once per request: the root fields
   * `counts` and `refugio`, asked together by every page load, share its one statement.
   */
  frame: () => Promise<AppFrame>;
};

/** A request's context; the frame is read on first use only. */
export function requestContext(deps: Deps, viewer: Actor, client: string, sessionCookie: SessionCookie): GraphQLContext {
  let frame: Promise<AppFrame> | undefined;
  return { deps, viewer, client, sessionCookie, frame: () => (frame ??= getAppFrame(deps, viewer)) };
}

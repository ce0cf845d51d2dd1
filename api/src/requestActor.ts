/**
 * Who is calling: the bearer token of an HTTP request, resolved to the domain's actor. GraphQL
 * (graphql/yoga.ts) and REST (rest/index.ts) both ask here, so app.ts only wires them. A bearer
 * that starts with `rfg_` is an API key (domain/apiKeys), any other a session token. Without a
 * bearer token, a GET of a stored file or PDF, or of GraphiQL's page, may carry the session in its
 * cookie (sessionCookie.ts); never a key.
 */
import type { FastifyRequest } from "fastify";
import type { Actor } from "./domain/actor.ts";
import { actorFromApiKey, isApiKeyToken } from "./domain/apiKeys/apiKeys.ts";
import { actorFromToken } from "./domain/auth/session.ts";
import type { Deps } from "./domain/deps.ts";
import { graphiqlSessionToken, storedFileSessionToken } from "./sessionCookie.ts";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() || undefined : undefined;
}

/** Throws (401, 429) for an API key that is not valid or has spent its budget; a bad session token is anonymous. */
export function requestActor(deps: Deps, request: FastifyRequest): Promise<Actor> {
  // An Authorization header decides alone, even a bad one: the cookie never stands in for it.
  if (request.headers.authorization === undefined) {
    // The cookie is a person's session, set at login: a key put there is no session, so anonymous.
    return actorFromToken(deps, storedFileSessionToken(request) ?? graphiqlSessionToken(request));
  }
  const token = bearerToken(request);
  return token && isApiKeyToken(token) ? actorFromApiKey(deps, token) : actorFromToken(deps, token);
}

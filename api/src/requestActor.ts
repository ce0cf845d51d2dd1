/**
 * Who is calling: the bearer token of an HTTP request, resolved to the domain's actor. GraphQL
 * (graphql/yoga.ts) and REST (rest/index.ts) both ask here, so app.ts only wires them. Without a
 * bearer token, a GET of a stored file or PDF may carry the session in its cookie (sessionCookie.ts).
 */
import type { FastifyRequest } from "fastify";
import type { Actor } from "./domain/actor.ts";
import { actorFromToken } from "./domain/auth/session.ts";
import type { Deps } from "./domain/deps.ts";
import { storedFileSessionToken } from "./sessionCookie.ts";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() || undefined : undefined;
}

export function requestActor(deps: Deps, request: FastifyRequest): Promise<Actor> {
  // An Authorization header decides alone, even a bad one: the cookie never stands in for it.
  const token = request.headers.authorization === undefined ? storedFileSessionToken(request) : bearerToken(request);
  return actorFromToken(deps, token);
}

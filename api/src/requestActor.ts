/**
 * Who is calling: the bearer token of an HTTP request, resolved to the domain's actor. GraphQL
 * (graphql/yoga.ts) and REST (rest/index.ts) both ask here, so app.ts only wires them.
 */
import type { FastifyRequest } from "fastify";
import type { Actor } from "./domain/actor.ts";
import { actorFromToken } from "./domain/auth/session.ts";
import type { Deps } from "./domain/deps.ts";

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith("Bearer ") ? header.slice(7).trim() || undefined : undefined;
}

export function requestActor(deps: Deps, request: FastifyRequest): Promise<Actor> {
  return actorFromToken(deps, bearerToken(request));
}

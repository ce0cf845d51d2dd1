/**
 * GraphiQL (graphql-yoga's own, every asset inside the page: @graphql-yoga/render-graphiql, no
 * CDN) for administrators, in every mode. The browser opens /graphql from 'Administración' with
 * the session cookie (sessionCookie.ts); the page sends that session's token as its bearer, so
 * every query it runs is checked like the web app's. Anyone else asking for the page is told why.
 */
import { renderGraphiQL } from "@graphql-yoga/render-graphiql";
import type { FastifyReply } from "fastify";
import type { GraphiQLOptions } from "graphql-yoga";
import type { Actor } from "../domain/actor.ts";
import { isAdmin } from "../domain/policies.ts";

export { renderGraphiQL };

/** The page's options for this caller, or false: Yoga then never renders it. */
export function graphiqlFor(viewer: Actor, token: string | undefined): GraphiQLOptions | false {
  if (!isAdmin(viewer) || !token) return false;
  return {
    title: "Refugio · GraphiQL",
    additionalHeaders: { Authorization: `Bearer ${token}` },
    // The token is in the page; GraphiQL must not copy it into local storage.
    shouldPersistHeaders: false,
    defaultQuery: "# Refugio, con la sesión de administrador.\n{\n  viewer {\n    username\n  }\n}\n",
  };
}

/**
 * The page runs its code and its editor's workers from inline scripts and blob: URLs, which the
 * app's own policy forbids; this policy admits them for this one answer, which names a session
 * token and so is never stored.
 */
export function allowGraphiQLPage(reply: FastifyReply): void {
  reply.header(
    "content-security-policy",
    "default-src 'self'; script-src 'self' 'unsafe-inline' blob:; worker-src 'self' blob:; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  );
  reply.header("cache-control", "no-store");
}

/** Why the page does not open: no administrator's session behind the request. */
export function refuseGraphiQLPage(reply: FastifyReply, viewer: Actor): FastifyReply {
  const [status, text] = viewer
    ? [403, "GraphiQL es solo para administradores."]
    : [401, "GraphiQL es solo para administradores: inicie sesión como administrador en Refugio y ábralo desde Administración."];
  return reply.code(status).type("text/plain; charset=utf-8").header("cache-control", "no-store").send(text);
}

/**
 * The session cookie: the spec's client loads the photo with <img src> and opens documents and a
 * pdfUrl in a new tab, which send cookies, never the bearer token. Opening a session (login,
 * first-run setup, a password change's new session) sets the cookie beside the token; it carries
 * the token itself, so it expires with the session and is revoked with it (a logout, a password
 * change or a deactivation raise the session version; see domain/auth/session.ts). It
 * authenticates only GETs of routes marked `storedFile` (stored files and generated PDFs):
 * A copy under /graphql opens GraphiQL's page for administrators (graphql/graphiql.ts), and only
 * the page: everything else needs the bearer token, so the cookie can never make a request change
 * anything.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { sessionExpiresAt } from "./domain/auth/tokens.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** A GET that answers a stored file or a PDF: the session cookie may authenticate it. */
    storedFile?: boolean;
  }
}

export const SESSION_COOKIE = "refugio_sesion";

/** Route options of a GET that answers a stored file or a generated PDF. */
export const STORED_FILE_ROUTE = { config: { storedFile: true } };

/**
 * HttpOnly: no script reads it. SameSite=Strict: no other site's page sends it. Only under /api,
 * where the files are, and /graphql, for GraphiQL's page. Secure when the request came over HTTPS
 * (directly or through a proxy trusted with TRUST_PROXY), as HSTS is decided (requestGuards.ts).
 */
const COOKIE_PATHS = ["/api", "/graphql"] as const;
const cookieOptions = (request: FastifyRequest, path: string) => ({ path, httpOnly: true, sameSite: "strict" as const, secure: request.protocol === "https" });

/** What the GraphQL resolvers that open or end a session use (graphql/context.ts). */
export type SessionCookie = { set(token: string): void; clear(): void };

export function sessionCookieOf(request: FastifyRequest, reply: FastifyReply): SessionCookie {
  return {
    set(token) {
      const expires = sessionExpiresAt(token);
      const maxAge = Math.max(0, Math.floor((expires.getTime() - Date.now()) / 1000));
      for (const path of COOKIE_PATHS) reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request, path), expires, maxAge });
    },
    clear() {
      for (const path of COOKIE_PATHS) reply.clearCookie(SESSION_COOKIE, cookieOptions(request, path));
    },
  };
}

/** The API's reference page and what it loads (rest/openapi.ts): pages to read, opened by the browser. */
const REFERENCE_PAGE = /^\/api\/docs(\/|\?|$)/;

/** The cookie's token, when this request may be authenticated by it: a GET of a stored file or PDF, or of the API's reference page. */
export function storedFileSessionToken(request: FastifyRequest): string | undefined {
  if (request.method !== "GET" || (request.routeOptions.config.storedFile !== true && !REFERENCE_PAGE.test(request.url))) return undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

/** A browser asking for GraphiQL's page: a GET of /graphql that accepts HTML (as Yoga decides). */
export const wantsGraphiQLPage = (request: FastifyRequest) =>
  request.method === "GET" && request.url.split("?")[0] === "/graphql" && (request.headers.accept ?? "").includes("text/html");

/** The cookie's token, when this request is GraphiQL's page: the page is all it opens. */
export function graphiqlSessionToken(request: FastifyRequest): string | undefined {
  return wantsGraphiQLPage(request) ? request.cookies[SESSION_COOKIE] || undefined : undefined;
}

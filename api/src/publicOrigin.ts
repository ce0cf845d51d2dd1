/**
 * The address links point to: those mailed to people (the signing link) and those in public
 * answers (the adoptables' photos, /adopta's Open Graph image). PUBLIC_URL when it is set; without
 * it, the address the request came to, which a client outside a browser can choose by its Host
 * header (a caller with a session could mail a real signing link that opens another site):
 * a shelter that faces the internet sets PUBLIC_URL (docs/security.md).
 */
import type { FastifyRequest } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** PUBLIC_URL, or undefined (config.ts). */
    publicOrigin: string | undefined;
  }
}

/** For public answers: never the caller's Origin, which on a shared feed is another site's page. */
export function publicOrigin(request: FastifyRequest): string {
  return request.server.publicOrigin ?? `${request.protocol}://${request.host}`;
}

/**
 * For a link a staff member sends: without PUBLIC_URL, the page they use (its Origin, which the
 * request guards accept only from the app's own address or ALLOWED_ORIGINS), so the link opens the
 * same app.
 */
export function linkOrigin(request: FastifyRequest): string {
  return request.server.publicOrigin ?? request.headers.origin ?? `${request.protocol}://${request.host}`;
}

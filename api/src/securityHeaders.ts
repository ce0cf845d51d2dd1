/**
 * Helmet's security headers on every answer, with the app's content security policy. Helmet's
 * middleware is built once: @fastify/helmet builds it anew for each request (parsing the policy
 * each time), about 5 µs and an asynchronous hook a request.
 */
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

const setSecurityHeaders = helmet({
  // Sent by requestGuards.ts, on answers to HTTPS requests only: over plain HTTP it would be
  // ignored at best, and would pin a name that has no certificate at worst.
  strictTransportSecurity: false,
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", "data:", "blob:"],
      // react-aria positions overlays with inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      frameSrc: ["'self'", "blob:"],
      objectSrc: ["'self'", "blob:"],
      upgradeInsecureRequests: null,
    },
  },
});

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
}

/**
 * Checks every request passes at the transport edge, before any route or resolver runs:
 * - Origin: a browser page from another site may not change anything (nor run first-run setup
 *   and read the token); only the app's own origin and ALLOWED_ORIGINS may.
 * - CSRF header on /graphql: a request a page can send without a CORS preflight (multipart,
 *   form-encoded, text, or GET) must carry a custom header, which such a page cannot add. The
 *   rule of graphql-yoga's CSRF prevention, checked here because multipart bodies are parsed
 *   before Yoga runs. GraphiQL's page is the exception: a navigation that runs nothing, and that
 *   opens only for an administrator (graphql/graphiql.ts).
 * - NUL characters (U+0000) in any text of the body, query string or path: PostgreSQL cannot
 *   store them, so they are refused once here for every route and schema.
 * - HSTS only on answers to HTTPS requests.
 * - What Node's HTTP parser refuses before Fastify (answerClientError): Spanish too.
 */
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "./config.ts";
import { wantsGraphiQLPage } from "./sessionCookie.ts";

/** The header the web client sends on every /graphql request (Yoga's default name). */
export const CSRF_HEADER = "x-graphql-yoga-csrf";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const PREFLIGHT_FREE_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data", "text/plain"];
const HSTS = "max-age=31536000; includeSubDomains";

const isGraphQL = (request: FastifyRequest) => /^\/graphql(\/|\?|$)/.test(request.url);

function refuse(reply: FastifyReply, request: FastifyRequest, status: number, message: string, code: string) {
  const body = isGraphQL(request) ? { errors: [{ message, extensions: { code } }] } : { message, code };
  return reply.code(status).send(body);
}

/**
 * True when some string inside holds U+0000. Walks parsed data (JSON, query strings, whose
 * objects may have a bare prototype); leaves files, streams and promises alone.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  if (value instanceof Promise || ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === "function") return false;
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * A request Node's HTTP parser refuses before Fastify sees it (headers over the size limit, a
 * malformed request line, a client too slow to send its headers): answered in Spanish, in the
 * API's error shape, instead of Fastify's English default. The connection then closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, code, message] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "BAD_REQUEST", "Las cabeceras de la petición son demasiado grandes (una dirección demasiado larga, quizá)"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "BAD_REQUEST", "La petición tardó demasiado en llegar"]
        : [400, "BAD_REQUEST", "Petición no válida"];
  const body = JSON.stringify({ message, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function registerRequestGuards(app: FastifyInstance, config: Pick<Config, "allowedOrigins" | "publicOrigin">): void {
  // The public address is the app's own, whatever a proxy in front tells the server.
  const allowed = new Set([...config.allowedOrigins, ...(config.publicOrigin ? [config.publicOrigin] : [])]);

  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    const changes = !SAFE_METHODS.has(request.method) || isGraphQL(request);
    if (changes && origin !== undefined && origin !== ownOrigin && !allowed.has(origin)) {
      return refuse(reply, request, 403, "Origen no permitido: esta dirección no puede usar la API del refugio", "FORBIDDEN");
    }
    if (isGraphQL(request) && request.method !== "OPTIONS" && !wantsGraphiQLPage(request)) {
      const type = request.headers["content-type"]?.toLowerCase() ?? "";
      const preflightFree = request.method === "GET" || !type || PREFLIGHT_FREE_TYPES.some((free) => type.startsWith(free));
      if (preflightFree && request.headers[CSRF_HEADER] === undefined) {
        return refuse(reply, request, 403, `Falta la cabecera ${CSRF_HEADER}, obligatoria en esta petición`, "FORBIDDEN");
      }
    }
    return undefined;
  });

  app.addHook("preValidation", async (request, reply) => {
    if (containsNul(request.body) || containsNul(request.query) || containsNul(request.params)) {
      return refuse(reply, request, 400, "El texto contiene caracteres no permitidos", "VALIDATION");
    }
    return undefined;
  });

  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}

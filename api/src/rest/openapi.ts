/**
 * The REST facade's description: OpenAPI 3.1 at GET /api/openapi.json, made by @fastify/swagger
 * from the routes themselves as Fastify registers them (their paths, methods and the query-string
 * schemas Fastify validates with, rest/queryString.ts), never written by hand; and its reference
 * page at /api/docs (Swagger UI from its npm package, no CDN). Both for logged-in callers: people,
 * whose browser opens the page with the session cookie (sessionCookie.ts), and API keys.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import { ERROR_CODES } from "../domain/errors.ts";
import { requireLoggedIn } from "../domain/policies.ts";
import { projectRoot } from "../projectRoot.ts";

/** Where the reference page lives, under /api. */
export const REFERENCE_PAGE = "/docs";

/** `{ message, code, field? }` (rest/errors.ts), every refusal's body. */
const ERROR_BODY = {
  type: "object",
  description: "Un error: el mensaje en español, su código y, si lo causó un dato, el campo.",
  properties: {
    message: { type: "string" },
    code: { type: "string", enum: Object.keys(ERROR_CODES) },
    field: { type: "string" },
  },
  required: ["message"],
};

const ERRORS = {
  400: "Datos o parámetros no válidos (VALIDATION, INVALID_ID, BAD_REQUEST).",
  401: "Sin sesión, o con una clave de API no válida, caducada o revocada (UNAUTHENTICATED).",
  403: "Sin permiso: solo administradores, o una clave de API de solo lectura (FORBIDDEN).",
  404: "El registro no existe (NOT_FOUND).",
  429: "Demasiadas peticiones (RATE_LIMITED); Retry-After dice cuántos segundos esperar.",
};

/** Each `:name` of a path, as the string parameter it is. */
function pathParams(url: string) {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  return { type: "object", properties: Object.fromEntries(names.map((name) => [name, { type: "string" }])), required: names };
}

/** What every route answers besides its own body: the errors, and its path's parameters. */
function described(schema: FastifySchema | undefined, url: string) {
  const errors = Object.fromEntries(Object.entries(ERRORS).map(([status, description]) => [status, { ...ERROR_BODY, description }]));
  return {
    ...schema,
    params: schema?.params ?? pathParams(url),
    response: { 200: { description: "Respuesta correcta.", type: "object", additionalProperties: true }, ...errors, ...(schema?.response as object) },
  };
}

const { version } = JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };

export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Refugio: API REST",
        version,
        description:
          "La fachada REST de Refugio. Autenticación: la cabecera 'Authorization: Bearer' seguida del token de una sesión (POST /api/auth/login) o una clave de API (rfg_..., Administración > Claves de API). Los errores son { message, code, field? }.",
      },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer", description: "Token de sesión o clave de API (rfg_...)." } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => ({ schema: described(schema, url) as FastifySchema, url }),
  });
  // A scope of its own, so that every file of the page (its JSON, Swagger UI's scripts) is for a
  // logged-in caller: the plugin's own hooks option leaves the static files out.
  await api.register(async (scope) => {
    scope.addHook("preHandler", async (request, reply) => {
      requireLoggedIn(request.actor);
      // The plugin redirects static/index.html to the page by rewriting the whole URL, query
      // included, which with a query string redirects to itself for ever.
      if (request.routeOptions.url?.endsWith("/static/index.html")) return reply.redirect(`/api${REFERENCE_PAGE}/`);
      return undefined;
    });
    await scope.register(swaggerUi, { routePrefix: REFERENCE_PAGE, uiConfig: { deepLinking: false } });
  });
  api.get("/openapi.json", async (request) => {
    requireLoggedIn(request.actor);
    return api.swagger();
  });
}

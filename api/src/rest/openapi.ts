/**
 * The REST facade's description: OpenAPI 3.1 at GET /api/openapi.json, made by @fastify/swagger
 * from the routes themselves as Fastify registers them (their paths, methods and the query-string
 * schemas Fastify validates with, rest/queryString.ts) and what each declares it takes and
 * answers (rest/routeDoc.ts), never written by hand; and its reference
 * page at /api/docs (Swagger UI from its npm package, no CDN). Both for logged-in callers: people,
 * whose browser opens the page with the session cookie (sessionCookie.ts), and API keys.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance, FastifySchema } from "fastify";
import { z } from "zod";
import { ERROR_CODES } from "../domain/errors.ts";
import { projectRoot } from "../projectRoot.ts";
import { type AnswerDoc, type BodyDoc, documented, jsonAnswer } from "./routeDoc.ts";

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

/** The route's body as @fastify/swagger reads it (`body`, `consumes`); `x-sin-cuerpo` marks a POST that reads none. */
function bodyOf(body: BodyDoc | undefined): FastifySchema {
  if (!body) return {};
  if ("none" in body) return { "x-sin-cuerpo": true } as FastifySchema;
  if ("multipart" in body) {
    const { field, types, maxBytes } = body.multipart;
    const file = { type: "string", format: "binary", description: `Un archivo ${Object.keys(types).join(", ")} de hasta ${maxBytes} bytes.` };
    return { body: { type: "object", properties: { [field]: file }, required: [field] }, consumes: ["multipart/form-data"] } as FastifySchema;
  }
  return body.optional ? ({ body: body.json, [OPTIONAL_BODY]: true } as FastifySchema) : { body: body.json };
}

/** Marks the operations whose body may be left out; @fastify/swagger writes every body as required. */
const OPTIONAL_BODY = "x-cuerpo-opcional";

type Operations = Record<string, Record<string, { requestBody?: { required?: boolean }; [OPTIONAL_BODY]?: boolean }>>;

/** The document with the marked bodies optional, and the marks gone. */
function optionalBodies<Document extends { paths?: unknown }>(document: Document): Document {
  for (const operations of Object.values((document.paths ?? {}) as Operations)) {
    for (const operation of Object.values(operations)) {
      if (!operation[OPTIONAL_BODY]) continue;
      delete operation[OPTIONAL_BODY];
      if (operation.requestBody) operation.requestBody.required = false;
    }
  }
  return document;
}

/** The success answer by its status: its JSON, its files, or either. */
function answerOf(answer: AnswerDoc | undefined): Record<string, object> {
  if (!answer) return {};
  if ("noContent" in answer) return { 204: { type: "null", description: "Hecho; sin cuerpo." } };
  const binary = { schema: { type: "string", format: "binary" } };
  const content = {
    ...(answer.json && { "application/json": { schema: answer.json } }),
    ...Object.fromEntries((answer.files ?? []).map((type) => [type, binary])),
  };
  const kept = answer.files ? "este archivo" : answer.notModified && "esta respuesta";
  const notModified = kept && { 304: { type: "null", description: `Sin cambios: quien lo pide ya tiene ${kept} (If-None-Match).` } };
  return { [answer.status]: { description: answer.files ? "El archivo." : "Respuesta correcta.", content }, ...notModified };
}

/**
 * A route as the document shows it, from what the route declares (routeDoc.ts): its body, its
 * success answer, the errors every route may answer, and its path's parameters.
 */
function described(schema: FastifySchema | undefined, url: string): FastifySchema {
  const { doc, ...fastifySchema } = schema ?? {};
  const errors = Object.fromEntries(Object.entries(ERRORS).map(([status, description]) => [status, { ...ERROR_BODY, description }]));
  return {
    ...fastifySchema,
    ...(doc && { summary: doc.summary }),
    ...(doc?.callers && { description: doc.callers.description }),
    ...bodyOf(doc?.body),
    params: fastifySchema.params ?? pathParams(url),
    response: { ...answerOf(doc?.answer), ...errors },
  } as FastifySchema;
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
    transform: ({ schema, url }) => ({ schema: described(schema, url), url }),
    transformObject: (documentObject) => ("openapiObject" in documentObject ? optionalBodies(documentObject.openapiObject) : documentObject.swaggerObject),
  });
  // Every file of the page (its JSON, Swagger UI's scripts) is for a logged-in caller, as every
  // /api route is (rest/index.ts).
  await api.register(async (scope) => {
    scope.addHook("preHandler", async (request, reply) => {
      // The plugin redirects static/index.html to the page by rewriting the whole URL, query
      // included, which with a query string redirects to itself for ever.
      if (request.routeOptions.url?.endsWith("/static/index.html")) return reply.redirect(`/api${REFERENCE_PAGE}/`);
      return undefined;
    });
    await scope.register(swaggerUi, { routePrefix: REFERENCE_PAGE, uiConfig: { deepLinking: false } });
  });
  const openapiDoc = { summary: "Este documento (OpenAPI 3.1).", answer: jsonAnswer(z.looseObject({ openapi: z.literal("3.1.0") })) };
  api.get("/openapi.json", documented(openapiDoc), async () => api.swagger());
}

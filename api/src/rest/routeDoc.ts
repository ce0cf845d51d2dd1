/**
 * What a REST route takes and answers, declared on the route (`documented(...)`) for the OpenAPI
 * document (rest/openapi.ts) from the same zod schemas the domain validates with and the answer
 * schemas the serializers are typed from (rest/*Json.ts). Fastify neither validates nor
 * serializes with it: the domain validates after the authorisation check, with the spec's
 * Spanish messages, and a serializer writes every field it has (fast-json-stringify would drop
 * the ones a schema leaves out).
 */
import { z } from "zod";
import type { Pagination } from "../domain/paging.ts";
import type { Callers } from "../domain/policies.ts";
import type { UploadRule } from "../domain/rules/upload.ts";
import { type PayloadNames, restFieldName } from "./fieldNames.ts";

export type JsonSchema = Record<string, unknown>;

/** A JSON body (`optional` when the route also takes none), a multipart upload, or (a POST that acts on its path alone) nothing. */
export type BodyDoc = { json: JsonSchema; optional?: true } | { multipart: UploadRule } | { none: true };

/**
 * The success answer: JSON with its status, a file of these content types (or either), or 204.
 * A file answers 304 to a matching If-None-Match; `notModified` says a JSON answer does too.
 */
export type AnswerDoc = { status: 200 | 201; json?: JsonSchema; files?: readonly string[]; notModified?: true } | { noContent: true };

/** `callers`: the roles the route is for, when not every logged-in user (domain/policies.ts). */
export type RouteDoc = { summary: string; body?: BodyDoc; answer: AnswerDoc; callers?: Callers };

declare module "fastify" {
  interface FastifySchema {
    /** Read by rest/openapi.ts only. */
    doc?: RouteDoc;
  }
}

/** Zod's dates are the ISO strings JSON.stringify writes for them. */
const dateAsString: NonNullable<Parameters<typeof z.toJSONSchema>[1]>["override"] = (ctx) => {
  if (ctx.zodSchema._zod.def.type === "date") Object.assign(ctx.jsonSchema, { type: "string", format: "date-time" });
};

/** A zod schema as JSON Schema (2020-12, OpenAPI 3.1's dialect); what JSON cannot say (a transform) accepts anything. */
export function jsonSchemaOf(schema: z.core.$ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io, unrepresentable: "any", override: dateAsString }) as JsonSchema;
  return json;
}

type Properties = Record<string, JsonSchema>;

/**
 * A JSON body from the domain's input schemas (merged when the domain reads several), under the
 * payload's REST names (fieldNames.ts): only `fields` (domain names) when given, as the route reads them.
 */
export function restBody(
  schemas: z.core.$ZodType | z.core.$ZodType[],
  options: { fields?: readonly string[]; names?: PayloadNames } = {},
): { json: JsonSchema } {
  const properties: Properties = {};
  const required = new Set<string>();
  for (const schema of [schemas].flat()) {
    const json = jsonSchemaOf(schema, "input") as { properties?: Properties; required?: string[] };
    Object.assign(properties, json.properties);
    for (const name of json.required ?? []) required.add(name);
  }
  const fields = options.fields ?? Object.keys(properties);
  const rest = (field: string) => restFieldName(field, options.names);
  return {
    json: {
      type: "object",
      properties: Object.fromEntries(fields.map((field) => [rest(field), properties[field] ?? {}])),
      required: fields.filter((field) => required.has(field)).map(rest),
    },
  };
}

/** multipart/form-data with the one file the rule takes, in its field. */
export const multipartBody = (rule: UploadRule): BodyDoc => ({ multipart: rule });
/** A POST whose path says it all: any body is ignored. */
export const NO_BODY: BodyDoc = { none: true };

export const jsonAnswer = (schema: z.core.$ZodType, status: 200 | 201 = 200): AnswerDoc => ({ status, json: jsonSchemaOf(schema, "output") });
export const created = (schema: z.core.$ZodType): AnswerDoc => jsonAnswer(schema, 201);
export const fileAnswer = (...types: string[]): AnswerDoc => ({ status: 200, files: types });
/** A JSON answer sent with an ETag, which a request holding it gets as 304 with no body. */
export const revalidatedJsonAnswer = (schema: z.core.$ZodType): AnswerDoc => ({ ...jsonAnswer(schema), notModified: true });
export const NO_CONTENT: AnswerDoc = { noContent: true };

/** `options` (a route's own: its query names, rate limit...) with the route's description added. */
export function documented<const Options extends object = object>(doc: RouteDoc, options?: Options): Options & { schema: { doc: RouteDoc } } {
  const own = options as (Options & { schema?: object }) | undefined;
  return { ...(own as Options), schema: { ...own?.schema, doc } };
}

/** `{ message }`, the answer of many changes (domain/rules/successMessages.ts). */
export const messageAnswer = z.object({ message: z.string() });
/** `{ id, message }`, what a DELETE answers. */
export const deletedAnswer = z.object({ id: z.number(), message: z.string() });
/** A list's page position (domain/paging.ts). */
export const paginationAnswer = z.object({
  page: z.number(),
  totalPages: z.number(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
}) satisfies z.ZodType<Pagination>;

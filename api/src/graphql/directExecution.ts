/**
 * The app's own operations, run by graphql-js straight from the Fastify route. A request that
 * names a vetted persisted operation (persistedOperations.ts) needs nothing of Yoga's request
 * pipeline: its document was parsed, bounded and validated at start-up, and the caller is known.
 * Yoga's per-request work (a Fetch Request and Response, the envelop hooks, its executor) was
 * about a third of the shell's server CPU (bench/scale/directExecution.ts); this path answers the
 * same bytes with the same status (decisions.md, "Persisted operations run without Yoga's pipeline").
 *
 * Everything else stays Yoga's: arbitrary documents, uploads (multipart), GET, GraphiQL,
 * requests from another origin (CORS), answers Yoga would not send as one JSON document.
 */
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { type DocumentNode, type ExecutionResult, execute, type GraphQLError, type GraphQLSchema, Kind } from "graphql";
import { processRegularResult } from "graphql-yoga";
import type { GraphQLContext } from "./context.ts";
import { variableErrorWithoutValues } from "./inputErrors.ts";
import { type PersistedStore, persistedOperationId } from "./persistedOperations.ts";

/** What Yoga does with each error of a result: yoga.ts owns both rules and gives them to both paths. */
export type ErrorRules = {
  /** Yoga's `maskedErrors.maskError`: the error a client may see. */
  mask: (error: GraphQLError) => GraphQLError;
  /** Yoga's `logging.error`, given an error its mask replaced. */
  logMasked: (log: FastifyBaseLogger, error: unknown) => void;
};

/** One JSON answer, as Yoga's regular result processor would send it. */
export type DirectAnswer = { status: number; contentType: string; body: string };

type PersistedRequestBody = { query?: unknown; variables?: unknown; operationName?: unknown; extensions?: unknown };

const REGULAR_MEDIA_TYPES = ["application/graphql-response+json", "application/json"] as const;

/**
 * The JSON media type Yoga would answer in for this Accept header, or undefined when it would not
 * answer in JSON. Yoga's result processor (use-result-processor.js) takes the first of the
 * header's utf-8 types that either matches, and application/json where both do (as for any type).
 */
export function regularMediaType(accept: string | undefined): (typeof REGULAR_MEDIA_TYPES)[number] | undefined {
  const asked = (accept || "*/*")
    .replace(/\s/g, "")
    .toLowerCase()
    .split(",")
    .filter((range) => (range.split(";").find((param) => param.includes("charset=")) ?? "charset=utf-8") === "charset=utf-8")
    .map((range) => range.split(";")[0] ?? "");
  for (const range of asked) {
    const [type, subtype] = range.split("/");
    const matching = REGULAR_MEDIA_TYPES.filter((candidate) => {
      const [candidateType, candidateSubtype] = candidate.split("/");
      return (type === "*" || type === candidateType) && (subtype === "*" || subtype === candidateSubtype);
    });
    if (matching.length > 0) return matching[matching.length - 1];
  }
  return undefined;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A query or mutation: one result, as graphql-js' execute gives it. (The schema has no @defer or
 * @stream, so a vetted document cannot ask for incremental delivery.)
 */
const runsAsOneResult = (document: DocumentNode) =>
  document.definitions.every((definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition.operation !== "subscription");

export function directExecution(options: {
  schema: GraphQLSchema;
  store: PersistedStore;
  /** Yoga's Fetch API, with which its result processor writes an answer that has errors. */
  fetchAPI: Parameters<typeof processRegularResult>[1];
  errors: ErrorRules;
}) {
  const { schema, store, fetchAPI, errors } = options;
  return {
    /**
     * The answer to a request this path takes, as Yoga would send it, or undefined for Yoga to
     * answer. `context` is built only for a request taken.
     */
    async answer(request: FastifyRequest, context: () => GraphQLContext): Promise<DirectAnswer | undefined> {
      const body = request.body as PersistedRequestBody;
      if (request.method !== "POST" || !isPlainObject(body) || body.query !== undefined) return undefined;
      if (!request.headers["content-type"]?.toLowerCase().startsWith("application/json")) return undefined;
      const origin = request.headers.origin;
      if (origin !== undefined && origin !== `${request.protocol}://${request.host}`) return undefined;
      const mediaType = regularMediaType(request.headers.accept);
      const id = persistedOperationId(body.extensions);
      const document = id ? store.lookup(id) : null;
      if (!mediaType || !document || typeof document === "string" || !runsAsOneResult(document)) return undefined;
      const { variables, operationName } = body;
      if (!(variables === undefined || variables === null || isPlainObject(variables))) return undefined;
      if (!(operationName === undefined || operationName === null || typeof operationName === "string")) return undefined;

      const result = await execute({ schema, document, variableValues: variables, operationName, contextValue: context() });
      const contentType = `${mediaType}; charset=utf-8`;
      // Yoga answers a result without errors 200, as it is; the rest its own way.
      if (!result.errors && !result.extensions) return { status: 200, contentType, body: JSON.stringify(result) };
      const response = processRegularResult(withErrorRules(result, request.log, errors), fetchAPI, mediaType);
      return { status: response.status, contentType: response.headers.get("content-type") ?? contentType, body: await response.text() };
    },
  };
}

/**
 * The errors as Yoga's plugins leave them (yoga.ts): values out of variable errors, then masked
 * and logged. Suggestions of schema names ("Did you mean") come from validation only, which a
 * vetted document has passed.
 */
function withErrorRules(result: ExecutionResult, log: FastifyBaseLogger, rules: ErrorRules): ExecutionResult {
  if (!result.errors) return result;
  const answered = result.errors.map((error) => {
    const withoutValues = "data" in result ? error : (variableErrorWithoutValues(error) ?? error);
    const masked = rules.mask(withoutValues);
    if (masked !== withoutValues) rules.logMasked(log, withoutValues);
    return masked;
  });
  return { ...result, errors: answered };
}

/** Mounts graphql-yoga on Fastify at /graphql (the pattern from Yoga's Fastify integration guide). */
import { PothosValidationError } from "@pothos/core";
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type ExecutionResult, GraphQLError, specifiedRules } from "graphql";
import { createYoga, maskError, type Plugin } from "graphql-yoga";
import { clientKey } from "../clientAddress.ts";
import type { Config } from "../config.ts";
import type { Actor } from "../domain/actor.ts";
import { AppError, INTERNAL_ERROR_MESSAGE, RATE_LIMITED_MESSAGE, RateLimitedError } from "../domain/errors.ts";
import { isAdmin, mayIntrospect } from "../domain/policies.ts";
import { bearerToken, requestActor } from "../requestActor.ts";
import { graphiqlSessionToken, sessionCookieOf, wantsGraphiQLPage } from "../sessionCookie.ts";
import { type GraphQLContext, requestContext } from "./context.ts";
import { allowGraphiQLPage, graphiqlFor, refuseGraphiQLPage, renderGraphiQL } from "./graphiql.ts";
import { checkDocumentLimits, DOCUMENT_LIMITS, introspectionRefusal, parseBounded } from "./documentLimits.ts";
import { variableErrorWithoutValues, withoutValuesInErrors } from "./inputErrors.ts";
import { inSpanish } from "./validationMessages.ts";
import { directExecution } from "./directExecution.ts";
import { type PersistedDocuments, persistedOperationsPlugin, persistedStore, type VettedDocuments } from "./persistedOperations.ts";
import { schema } from "./schema.ts";
import { acceptGraphQLUploads } from "./uploads.ts";

/** The caller is known before Yoga starts, so document checks can depend on the role. */
type ServerContext = { req: FastifyRequest; reply: FastifyReply; viewer: Actor; graphiqlToken?: string };

/** "Did you mean …?" lists schema names: only administrators get them. */
const withoutSuggestions = (error: GraphQLError) =>
  / Did you mean /.test(error.message)
    ? new GraphQLError(error.message.replace(/ Did you mean .*$/s, ""), { nodes: error.nodes, extensions: error.extensions })
    : error;

/**
 * Documents are bounded before graphql-js validates them (see documentLimits.ts), and literal
 * arguments are checked by a rule that never prints the value it refuses. Persisted operations
 * passed all of this once (persistedOperations.ts): their requests skip it.
 */
function documentLimitsPlugin(vetted: VettedDocuments): Plugin<ServerContext, ServerContext> {
  return {
    onParse: ({ setParseFn }) => setParseFn(parseBounded),
    onValidate: ({ params, setResult, setValidationFn, validateFn }) => {
      if (vetted.has(params.documentAST)) return setResult([]);
      const refused = checkDocumentLimits(params.schema, params.documentAST);
      if (refused.length > 0) return setResult(refused);
      setValidationFn((schema, document, rules, ...rest) => validateFn(schema, document, withoutValuesInErrors(rules ?? specifiedRules), ...rest));
    },
    // Per answer, not in validation: validation results are cached by document, whoever sent it.
    onResultProcess: ({ result, setResult, serverContext }) => {
      if (Symbol.asyncIterator in result) return;
      const admin = isAdmin(serverContext.viewer);
      const said = (error: GraphQLError) => inSpanish(admin ? error : withoutSuggestions(error));
      const process = (single: ExecutionResult) => (single.errors ? { ...single, errors: single.errors.map(said) } : single);
      setResult(Array.isArray(result) ? result.map(process) : process(result as ExecutionResult));
    },
    // Variable coercion errors print the submitted value back; answer with the field name only,
    // before anything logs or masks them.
    onExecute: ({ args, setResultAndStopExecution }) => {
      const refusal = vetted.has(args.document)
        ? undefined
        : introspectionRefusal(args.schema, args.document, { admin: mayIntrospect(args.contextValue.viewer) });
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
      return {
        onExecuteDone: ({ result, setResult }) => {
          if (!("errors" in result) || !result.errors || "data" in result) return;
          setResult({ ...result, errors: result.errors.map((error) => variableErrorWithoutValues(error) ?? error) });
        },
      };
    },
  };
}

/**
 * Expected failures (AppError) outside typed unions keep their Spanish message and code;
 * anything unexpected reaches clients as INTERNAL_ERROR_MESSAGE, as REST's 500 does, and is logged.
 */
function clientError(error: unknown, message: string, isDev?: boolean): Error {
  const original = error instanceof GraphQLError ? error.originalError : error;
  // Pothos refuses malformed global IDs before any resolver runs; say so in Spanish.
  if (original instanceof PothosValidationError) {
    return new GraphQLError("Identificador no válido", {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: "INVALID_ID", http: { status: 200 } },
    });
  }
  if (original instanceof AppError) {
    return new GraphQLError(original.message, {
      nodes: error instanceof GraphQLError ? error.nodes : undefined,
      path: error instanceof GraphQLError ? error.path : undefined,
      extensions: { code: original.code, field: original.field, http: { status: 200 } },
    });
  }
  return maskError(error, message, isDev);
}

/** The error a resolver or parser threw, beneath the GraphQLErrors that carry it. */
function originalError(error: unknown): unknown {
  let current = error;
  while (current instanceof GraphQLError && current.originalError) current = current.originalError;
  return current;
}

/**
 * The caller's mistake rather than the server's: a domain refusal (AppError: no session, no
 * permission, a refused value), a malformed global id, or graphql-js' own input errors.
 */
const isExpected = (error: unknown) => error instanceof AppError || error instanceof PothosValidationError || error instanceof GraphQLError;

/**
 * Yoga logs every error it masks. Expected ones go to info, without a stack, so a flood of them
 * never hides a real failure; anything else is a bug and goes to error with its stack.
 */
function logMaskedError(log: FastifyBaseLogger, error: unknown) {
  const original = originalError(error);
  if (!isExpected(original)) return log.error({ err: original }, "Error inesperado en GraphQL");
  // Pothos' message for a malformed global id repeats the id: only the code is logged for it.
  const { code, message } =
    original instanceof AppError
      ? original
      : original instanceof GraphQLError
        ? { code: original.extensions.code ?? "VALIDATION", message: original.message }
        : { code: "INVALID_ID", message: "Identificador no válido" };
  log.info({ graphqlError: { code, message, path: error instanceof GraphQLError ? error.path : undefined } }, "Error esperado en GraphQL");
}

export async function registerGraphQL(app: FastifyInstance, config: Pick<Config, "allowedOrigins">, documents: PersistedDocuments): Promise<void> {
  const vetted: VettedDocuments = new WeakSet();
  const store = persistedStore(schema, documents, vetted, app.log);
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    // Same origin only, unless ALLOWED_ORIGINS names others; never reflected, never cookies.
    cors: config.allowedOrigins.length > 0 ? { origin: config.allowedOrigins, credentials: false } : false,
    graphqlEndpoint: "/graphql",
    // Administrators only, in every mode (graphiql.ts); the schema is theirs (introspection, see documentLimitsPlugin).
    graphiql: (_request, { viewer, graphiqlToken }) => graphiqlFor(viewer, graphiqlToken),
    renderGraphiQL,
    // Persisted operations first: an arbitrary document is refused before anything parses it.
    plugins: [persistedOperationsPlugin<ServerContext>(store), documentLimitsPlugin(vetted)],
    // Multipart (file upload) requests are parsed by graphql-upload-minimal before Yoga sees them.
    multipart: false,
    maskedErrors: { errorMessage: INTERNAL_ERROR_MESSAGE, maskError: clientError },
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => {
        for (const error of args) logMaskedError(app.log, error);
      },
    },
    context: ({ viewer, req, reply }) => requestContext(app.deps, viewer, clientKey(req.ip), sessionCookieOf(req, reply)),
  });
  const direct = directExecution({
    schema,
    store,
    fetchAPI: yoga.fetchAPI,
    errors: {
      mask: (error) => clientError(error, INTERNAL_ERROR_MESSAGE) as GraphQLError,
      logMasked: logMaskedError,
    },
  });

  // Its own scope, so the multipart parser for uploads applies to /graphql only.
  await app.register(async (scope) => {
    acceptGraphQLUploads(scope);
    scope.setErrorHandler(graphqlTransportError);
    scope.route({
      url: yoga.graphqlEndpoint,
      method: ["GET", "POST", "OPTIONS"],
      config: { rateLimit: { max: 600, timeWindow: "1 minute" } },
      // JSON bodies only: multipart bodies are streamed by their own parser, with their own caps.
      bodyLimit: DOCUMENT_LIMITS.bodyBytes,
      handler: async (req, reply) => {
        const viewer = await requestActor(app.deps, req);
        const page = wantsGraphiQLPage(req);
        if (page && !isAdmin(viewer)) return refuseGraphiQLPage(reply, viewer);
        if (isJsonBodyButNoObject(req)) return reply.status(400).send({ errors: [{ message: ONE_OPERATION_OBJECT, extensions: { code: "BAD_REQUEST" } }] });
        const graphiqlToken = page ? (bearerToken(req) ?? graphiqlSessionToken(req)) : undefined;
        const answer = page ? undefined : await direct.answer(req, () => requestContext(app.deps, viewer, clientKey(req.ip), sessionCookieOf(req, reply)));
        if (answer) return reply.status(answer.status).header("content-type", answer.contentType).send(answer.body);
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply, viewer, graphiqlToken });
        if (page) allowGraphiQLPage(reply);
        response.headers.forEach((value, key) => void reply.header(key, value));
        reply.status(response.status);
        // One answer is sent whole, with its length: piping it as a stream cost ~8% of a screen's CPU.
        reply.send(STREAMED_ANSWER.test(response.headers.get("content-type") ?? "") ? response.body : await response.text());
        return reply;
      },
    });
  });
}

const ONE_OPERATION_OBJECT = "La petición debe ser un objeto JSON con una sola operación";

/**
 * A JSON body that is a list (a batch, which the app does not take), a text, a number or null:
 * Yoga would answer it in English, repeating the body's parse error.
 */
const isJsonBodyButNoObject = (req: FastifyRequest) =>
  req.method === "POST" && /json/i.test(req.headers["content-type"] ?? "") && (typeof req.body !== "object" || req.body === null || Array.isArray(req.body));

/** Answers that arrive in parts (incremental delivery, subscriptions) stay streams. */
const STREAMED_ANSWER = /^(text\/event-stream|multipart\/mixed)/i;

/** Refusals before Yoga runs (body cap, malformed body, rate limit) in GraphQL's error shape. */
function graphqlTransportError(error: { statusCode?: number; status?: number; code?: string; message: string }, _request: FastifyRequest, reply: FastifyReply) {
  const given = error.statusCode ?? error.status;
  const status = given && given >= 400 && given < 500 ? given : 500;
  const answer = (message: string, code: string) => reply.code(status).send({ errors: [{ message, extensions: { code } }] });
  // The caller's API key refused (401) or out of budget (429) before Yoga ran: its own words.
  if (error instanceof AppError) {
    if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
    return reply.code(error.httpStatus).send({ errors: [{ message: error.message, extensions: { code: error.code } }] });
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return answer("La petición es demasiado grande", "PAYLOAD_TOO_LARGE");
  if (status === 429) return answer(RATE_LIMITED_MESSAGE, "RATE_LIMITED");
  if (status === 415) return answer("Tipo de contenido no admitido", "UNSUPPORTED_MEDIA_TYPE");
  if (error.message === "La petición multipart no es válida") return answer(error.message, "BAD_REQUEST");
  if (status < 500) return answer("Petición no válida", "BAD_REQUEST");
  // Logged once, in full, with its request by requestLog.ts.
  return answer(INTERNAL_ERROR_MESSAGE, "INTERNAL_SERVER_ERROR");
}

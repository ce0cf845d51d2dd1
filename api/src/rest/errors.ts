/**
 * Error bodies of the REST facade: `{ message, code, field? }` with the domain's Spanish
 * message, its code (the GraphQL `ErrorCode` values) and status, fields named as the spec's
 * payloads name them. Malformed requests are 400s; anything unexpected is logged and answered
 * with a generic 500 that reveals nothing.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError, type ErrorCode, INTERNAL_ERROR_MESSAGE, RATE_LIMITED_MESSAGE, RateLimitedError } from "../domain/errors.ts";
import { type PayloadNames, restFieldName } from "./fieldNames.ts";

/**
 * How a route words its errors where the spec gives it its own: its payload's field names, and
 * messages the spec's client matches by their words (login's 'Invalid credentials').
 */
export type ErrorWording = { fieldNames?: PayloadNames; messages?: Partial<Record<ErrorCode, string>> };

/** The body of an error answer; `message` is the one the spec's client shows. */
function errorBody(error: AppError, { fieldNames, messages }: ErrorWording) {
  return {
    message: messages?.[error.code] ?? error.message,
    code: error.code,
    field: error.field === undefined ? undefined : restFieldName(error.field, fieldNames),
  };
}

const transportError = (reply: FastifyReply, status: number, code: ErrorCode, message: string) => reply.code(status).send({ message, code });

/**
 * The router's own refusals, before any route (Fastify's `frameworkErrors`): a path parameter over
 * its 100 characters, a malformed %-escape. Spanish, and without the path, which Fastify's English
 * answer repeated whole.
 */
export function answerBadUrl(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return transportError(reply, 414, "BAD_REQUEST", "La dirección es demasiado larga");
  return transportError(reply, 400, "BAD_REQUEST", "La dirección no es válida");
}

/**
 * Every REST route's error handler: `api.setErrorHandler(restErrorHandler())`, and a route with its
 * own wording declares `{ errorHandler: restErrorHandler({ messages }) }` in its options.
 */
export const restErrorHandler = (wording: ErrorWording = {}) =>
  function answerError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
    return answer(error, reply, wording);
  };

function answer(error: FastifyError, reply: FastifyReply, wording: ErrorWording) {
  if (error instanceof RateLimitedError) reply.header("retry-after", String(error.retryAfterSeconds));
  if (error instanceof AppError) return reply.code(error.httpStatus).send(errorBody(error, wording));
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return transportError(reply, 400, "BAD_REQUEST", "El cuerpo de la petición no es JSON válido");
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") return transportError(reply, 413, "PAYLOAD_TOO_LARGE", "La petición es demasiado grande");
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") return transportError(reply, 415, "UNSUPPORTED_MEDIA_TYPE", "Tipo de contenido no admitido");
  if (error.statusCode === 429) return transportError(reply, 429, "RATE_LIMITED", RATE_LIMITED_MESSAGE);
  if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
    return transportError(reply, error.statusCode ?? 400, "BAD_REQUEST", "Petición no válida");
  }
  // Logged once, in full, with its request by requestLog.ts.
  return reply.code(500).send({ message: INTERNAL_ERROR_MESSAGE });
}

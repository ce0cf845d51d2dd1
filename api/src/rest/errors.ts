/**
 * Error bodies of the REST facade: `{ message, code?, field? }` with the domain's Spanish
 * message and status. Malformed requests are 400s; anything unexpected is logged and answered
 * with a generic 500 that reveals nothing.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../domain/errors.ts";

export function restErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    return reply.code(error.httpStatus).send({ message: error.message, code: error.code, field: error.field });
  }
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return reply.code(400).send({ message: "El cuerpo de la petición no es JSON válido", code: "BAD_REQUEST" });
  }
  if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return reply.code(413).send({ message: "La petición es demasiado grande", code: "BAD_REQUEST" });
  }
  if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return reply.code(415).send({ message: "Tipo de contenido no admitido", code: "BAD_REQUEST" });
  }
  if (error.statusCode === 429) {
    return reply.code(429).send({ message: "Demasiadas peticiones. Inténtelo de nuevo en un minuto.", code: "BAD_REQUEST" });
  }
  if (error.validation || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
    return reply.code(error.statusCode ?? 400).send({ message: "Petición no válida", code: "BAD_REQUEST" });
  }
  request.log.error(error);
  return reply.code(500).send({ message: "Error interno del servidor" });
}

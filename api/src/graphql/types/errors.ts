import { AppError, ERROR_CODES, type ErrorCode, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";

export const ErrorCodeEnum = builder.enumType("ErrorCode", {
  description: "Por qué falló una operación; el cliente decide con él, nunca con el texto del mensaje.",
  values: Object.fromEntries(Object.entries(ERROR_CODES).map(([code, description]) => [code, { description }])) as Record<ErrorCode, { description: string }>,
});

/**
 * Every expected failure implements Error, so one fragment (`MutationError_error` in the web app)
 * reads any of them: the Spanish message, the code, the field.
 */
export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  description: "Un fallo esperado: su mensaje es el que lee el usuario.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "El mensaje en español." }),
    code: t.field({ type: ErrorCodeEnum, description: "Código estable del fallo.", resolve: (error) => error.code }),
    field: t.exposeString("field", { nullable: true, description: "El campo que lo causó, si fue uno." }),
  }),
});

builder.objectType(AppError, {
  name: "AppError",
  description: "Un fallo esperado que no es de validación (permisos, duplicados, no encontrado...).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError && !(value instanceof ValidationError),
  fields: () => ({}),
});

const ValidationIssue = builder.objectRef<{ path: string[]; message: string }>("ValidationIssue").implement({
  description: "Un dato no válido.",
  fields: (t) => ({
    path: t.exposeStringList("path", { description: "El campo, como ruta dentro de los datos enviados." }),
    message: t.exposeString("message", { description: "El mensaje en español." }),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  description: "Datos que no cumplen las reglas; el mensaje es el del primer problema.",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    issues: t.field({ type: [ValidationIssue], description: "Todos los problemas.", resolve: (error) => error.issues }),
  }),
});

import { AppError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";

/** Every expected failure implements Error, so clients can always select `... on Error { message }`. */
export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  description: "Un fallo esperado: su mensaje es el que lee el usuario.",
  fields: (t) => ({ message: t.exposeString("message", { description: "El mensaje en español." }) }),
});

builder.objectType(AppError, {
  name: "AppError",
  description: "Un fallo esperado que no es de validación (permisos, duplicados, no encontrado...).",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError && !(value instanceof ValidationError),
  fields: (t) => ({
    code: t.exposeString("code", { description: "Código estable del fallo, para decidir sin leer el mensaje." }),
    field: t.exposeString("field", { nullable: true, description: "El campo que lo causó, si fue uno." }),
  }),
});

const ValidationIssue = builder
  .objectRef<{ path: string[]; message: string }>("ValidationIssue")
  .implement({
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
    field: t.exposeString("field", { nullable: true, description: "El campo del primer problema." }),
    issues: t.field({ type: [ValidationIssue], description: "Todos los problemas.", resolve: (error) => error.issues }),
  }),
});

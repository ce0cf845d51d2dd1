import { AppError, ValidationError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";

/** Every expected failure implements Error, so clients can always select `... on Error { message }`. */
export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

builder.objectType(AppError, {
  name: "AppError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof AppError && !(value instanceof ValidationError),
  fields: (t) => ({
    code: t.exposeString("code"),
    field: t.exposeString("field", { nullable: true }),
  }),
});

const ValidationIssue = builder
  .objectRef<{ path: string[]; message: string }>("ValidationIssue")
  .implement({
    fields: (t) => ({
      path: t.exposeStringList("path"),
      message: t.exposeString("message"),
    }),
  });

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof ValidationError,
  fields: (t) => ({
    field: t.exposeString("field", { nullable: true }),
    issues: t.field({ type: [ValidationIssue], resolve: (error) => error.issues }),
  }),
});

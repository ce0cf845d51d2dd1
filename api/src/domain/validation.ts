/** Runs a zod schema over untrusted input and turns failures into a ValidationError. */
import type { z } from "zod";
import { es } from "zod/locales";
import { config, safeParse } from "zod/mini";
import { type AppError, ValidationError } from "./errors.ts";

// zod's own words, where a rule sets none (a value of the wrong type: `"activo": "yes"`), in Spanish
// like every other message: 'Entrada inválida: se esperaba booleano, recibido texto'.
config(es());

/** `schema`: a rule of zod's full build or of its mini build (rules/session.ts). */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  throw validationErrorOf(result.error.issues);
}

const validationErrorOf = (issues: z.core.$ZodIssue[]) =>
  new ValidationError(issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })));

/**
 * `parseInput`, for a form whose overlong values cannot name anything that exists (a login, a
 * recovery): when length is the only fault, the answer is `notFound`'s, as for a wrong value.
 */
export function parseLookupInput<S extends z.core.$ZodType>(schema: S, input: unknown, notFound: () => AppError): z.output<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.data;
  if (result.error.issues.every((issue) => issue.code === "too_big")) throw notFound();
  throw validationErrorOf(result.error.issues);
}

/** Runs a zod schema over untrusted input and turns failures into a ValidationError. */
import type { z } from "zod";
import { ValidationError } from "./errors.ts";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ValidationError(
    result.error.issues.map((issue) => ({ path: issue.path.map(String), message: issue.message })),
  );
}

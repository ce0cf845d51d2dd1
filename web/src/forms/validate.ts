/**
 * The client's check before a save: the same zod schema the server validates with (domain/rules,
 * imported as `@rules/...`), its Spanish messages put on the fields by name.
 */
import type { z } from "zod";
import { safeParse } from "zod/mini";
import type { FieldErrors } from "../ui/Form.tsx";
import { fieldMessage } from "./fieldMessage.ts";

export type Validated<T> =
  | { ok: true; data: T }
  /** Each failing field's first message (fieldMessage); `message` and `field` are the first issue's, in the schema's (the form's) order. */
  | { ok: false; errors: FieldErrors; message: string; field: string };

export function validate<S extends z.core.$ZodType>(schema: S, values: unknown): Validated<z.output<S>> {
  const result = safeParse(schema, values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!(field in errors)) errors[field] = fieldMessage(issue.message);
  }
  const first = result.error.issues[0]!;
  return { ok: false, errors, message: first.message, field: String(first.path[0] ?? "") };
}

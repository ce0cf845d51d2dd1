import type { FieldErrors } from "../ui/Form.tsx";

/** The parts of a mutation's typed error (AppError or ValidationError) that name form fields. */
export type TypedErrorResult = {
  readonly message?: string;
  readonly field?: string | null;
  readonly issues?: ReadonlyArray<{ readonly path: ReadonlyArray<string>; readonly message: string }>;
};

/** Server errors keyed by form field name, the first message per field, for <Form validationErrors>. */
export function fieldErrorsOf(result: TypedErrorResult): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of result.issues ?? []) {
    const field = issue.path[0];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (result.field && result.message && !errors[result.field]) errors[result.field] = result.message;
  return errors;
}

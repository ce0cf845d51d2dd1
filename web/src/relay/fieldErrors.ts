import { fieldMessage } from "../forms/fieldMessage.ts";
import type { FieldErrors } from "../ui/Form.tsx";
import type { MutationError } from "./MutationError.ts";

/** Server errors keyed by form field name, the first message per field (fieldMessage), for <Form validationErrors>. */
export function fieldErrorsOf(error: MutationError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues ?? []) {
    const field = issue.path[0];
    if (field && !errors[field]) errors[field] = fieldMessage(issue.message);
  }
  if (error.field && !errors[error.field]) errors[error.field] = fieldMessage(error.message);
  return errors;
}

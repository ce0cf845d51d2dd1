import type { z } from "zod";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { validate } from "../../forms/validate.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { toastError } from "../../ui/Toast.tsx";

type Answer = { readonly error?: MutationError_error$key | null };

/**
 * The submit of a form outside the session (login, password recovery), which marks no field: the
 * shared rule checks the data, `send` sends it, and `onDone` gets the answer's `field` when it
 * came. The check's first message, the server's refusal or a failed request is one toast.
 */
export function submitChecked<S extends z.core.$ZodType, R extends Answer, K extends keyof R>(
  schema: S,
  data: Record<string, string>,
  send: (values: z.output<S>) => Promise<R>,
  field: K,
  onDone: (value: NonNullable<R[K]>) => void,
): void {
  const checked = validate(schema, data);
  if (!checked.ok) {
    toastError(checked.message);
    return;
  }
  send(checked.data).then(
    (result) => {
      const value = result[field];
      if (value) onDone(value);
      else toastError(readMutationError(result.error)?.message ?? "Error desconocido");
    },
    (error: Error) => toastError(error.message),
  );
}

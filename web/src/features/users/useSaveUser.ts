import { useState } from "react";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useCreateUsuarioMutation } from "./CreateUsuarioMutation.ts";
import { useUpdateUsuarioMutation } from "./UpdateUsuarioMutation.ts";
import type { UserFormValues } from "./UserForm.tsx";

/** Saves through GraphQL; a typed error lands on its field and in a toast. */
export function useSaveUser(onSaved: (username: string) => void) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [create, creating] = useCreateUsuarioMutation();
  const [update, updating] = useUpdateUsuarioMutation();

  async function settle(save: () => Promise<{ readonly error?: Parameters<typeof readMutationError>[0] }>, savedName: () => string | undefined) {
    try {
      const error = readMutationError((await save()).error);
      if (!error) return onSaved(savedName() ?? "");
      setServerErrors(fieldErrorsOf(error));
      toastError(error.message);
    } catch (error) {
      toastError((error as Error).message);
    }
  }

  return {
    serverErrors,
    isPending: creating || updating,
    create(values: UserFormValues) {
      void settle(
        () => create(values),
        () => values.username,
      );
    },
    update(id: string, { username, password, ...fields }: UserFormValues) {
      void settle(
        () => update({ id, password: password ?? null, ...fields }),
        () => username,
      );
    },
  };
}

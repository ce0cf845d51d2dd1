import { useState } from "react";
import { useMutation } from "react-relay";
import type { CreateUserMutation as CreateUserMutationType } from "../../__generated__/CreateUserMutation.graphql.ts";
import type { UpdateUserMutation as UpdateUserMutationType } from "../../__generated__/UpdateUserMutation.graphql.ts";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { CreateUserMutation, usersConnectionId } from "./CreateUserMutation.ts";
import { UpdateUserMutation } from "./UpdateUserMutation.ts";
import type { UserFormValues } from "./UserForm.tsx";

type Outcome = { readonly __typename: string; readonly error?: MutationError_error$key | null };

/** Saves through GraphQL; a typed error lands on its field and in a toast. */
export function useSaveUser(onSaved: (username: string) => void) {
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [create, creating] = useMutation<CreateUserMutationType>(CreateUserMutation);
  const [update, updating] = useMutation<UpdateUserMutationType>(UpdateUserMutation);

  function settle(result: Outcome & { usuario?: { username: string } }) {
    if (result.usuario) return onSaved(result.usuario.username);
    const error = readMutationError(result.error);
    setServerErrors(error ? fieldErrorsOf(error) : {});
    toastError(error?.message ?? "Error desconocido");
  }

  return {
    serverErrors,
    isPending: creating || updating,
    create(values: UserFormValues) {
      create({
        variables: { input: values, connections: [usersConnectionId()] },
        onCompleted: ({ createUsuario }) => settle(createUsuario),
        onError: (error) => toastError(error.message),
      });
    },
    update(id: string, { password, email, rolId, activo }: UserFormValues) {
      update({
        variables: { input: { id, password, email, rolId, activo } },
        onCompleted: ({ updateUsuario }) => settle(updateUsuario),
        onError: (error) => toastError(error.message),
      });
    },
  };
}

import { useState } from "react";
import { graphql, useMutation } from "react-relay";
import type { ChangePasswordDialogMutation } from "../../__generated__/ChangePasswordDialogMutation.graphql.ts";
import { setToken } from "../../auth/session.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { readMutationError } from "../../relay/MutationError.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";

const EMPTY = { currentPassword: "", newPassword: "", confirmation: "" };
/** Spec section 9. */
const MIN_LENGTH = 6;

/** The spec's three checks, in its order (section 5 "Change password"); null when all pass. */
export function passwordChangeProblem({ currentPassword, newPassword, confirmation }: typeof EMPTY): string | null {
  if (!currentPassword || !newPassword || !confirmation) return "Todos los campos son obligatorios";
  if (newPassword !== confirmation) return "Las contraseñas no coinciden";
  if (newPassword.length < MIN_LENGTH) return "La nueva contraseña debe tener al menos 6 caracteres";
  return null;
}

export function ChangePasswordDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [commit, isInFlight] = useMutation<ChangePasswordDialogMutation>(graphql`
    mutation ChangePasswordDialogMutation($input: ChangePasswordInput!) {
      changePassword(input: $input) {
        __typename
        ... on ChangePasswordPayload {
          message
          token
        }
        ...MutationError_error @alias(as: "error")
      }
    }
  `);

  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  function close() {
    setValues(EMPTY);
    setServerErrors({});
    onOpenChange(false);
  }

  function submit() {
    const problem = passwordChangeProblem(values);
    if (problem) return toastError(problem);
    commit({
      variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
      onCompleted: ({ changePassword: result }) => {
        if (result.__typename === "ChangePasswordPayload" && result.token) {
          // The change ended every session of this user, this one included: keep the new token.
          setToken(result.token);
          toastSuccess("Éxito", "Contraseña cambiada correctamente");
          return close();
        }
        const error = readMutationError(result.error);
        setServerErrors(error ? fieldErrorsOf(error) : {});
        toastError(error?.message ?? "Error desconocido", "Error al cambiar contraseña");
      },
      onError: (error) => toastError(error.message || "Error desconocido", "Error al cambiar contraseña"),
    });
  }

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())} title="Cambiar contraseña" size="sm">
      <Form onSubmit={submit} validationErrors={serverErrors}>
        <PasswordField
          name="currentPassword"
          label="Contraseña actual"
          autoComplete="current-password"
          maxLength={100}
          value={values.currentPassword}
          onChange={set("currentPassword")}
          autoFocus
        />
        <PasswordField name="newPassword" label="Nueva contraseña" autoComplete="new-password" maxLength={100} value={values.newPassword} onChange={set("newPassword")} />
        <PasswordField
          name="confirmation"
          label="Confirmar nueva contraseña"
          autoComplete="new-password"
          maxLength={100}
          value={values.confirmation}
          onChange={set("confirmation")}
        />
        <DialogActions>
          <Button variant="secondary" onPress={close} isDisabled={isInFlight}>
            Cancelar
          </Button>
          <Button type="submit" isDisabled={isInFlight}>
            {isInFlight ? "Cambiando..." : "Cambiar contraseña"}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

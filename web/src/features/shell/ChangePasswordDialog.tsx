import { type PasswordChange, PASSWORD_MAX_LENGTH, passwordChangeProblem } from "@rules/password.ts";
import { useState } from "react";
import { fieldMessage } from "../../forms/fieldMessage.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { readMutationError } from "../../relay/MutationError.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { useChangePasswordMutation } from "./ChangePasswordMutation.ts";

const EMPTY: PasswordChange = { currentPassword: "", newPassword: "", confirmation: "" };
const FIELDS = [
  { name: "currentPassword", label: "Contraseña actual", autoComplete: "current-password" },
  { name: "newPassword", label: "Nueva contraseña", autoComplete: "new-password" },
  { name: "confirmation", label: "Confirmar nueva contraseña", autoComplete: "new-password" },
] as const;

export function ChangePasswordDialog({ isOpen, onOpenChange }: { isOpen: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [change, isInFlight] = useChangePasswordMutation();

  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  function close() {
    setValues(EMPTY);
    setErrors({});
    onOpenChange(false);
  }

  function submit() {
    const problem = passwordChangeProblem(values);
    if (problem) {
      setErrors(Object.fromEntries(problem.fields.map((field) => [field, fieldMessage(problem.message)])));
      return toastError(problem.message);
    }
    change({ currentPassword: values.currentPassword, newPassword: values.newPassword }).then(
      (result) => {
        if (result.message) {
          toastSuccess("Éxito", result.message);
          return close();
        }
        const error = readMutationError(result.error);
        setErrors(error ? fieldErrorsOf(error) : {});
        toastError(error?.message ?? "Error desconocido", "Error al cambiar contraseña");
      },
      (error: Error) => toastError(error.message || "Error desconocido", "Error al cambiar contraseña"),
    );
  }

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => (open ? onOpenChange(true) : close())} title="Cambiar contraseña" size="sm">
      <Form isSending={isInFlight} onSubmit={submit} validationErrors={errors}>
        {FIELDS.map((field, index) => (
          <PasswordField
            key={field.name}
            {...field}
            maxLength={PASSWORD_MAX_LENGTH}
            value={values[field.name]}
            onChange={set(field.name)}
            autoFocus={index === 0}
          />
        ))}
        <DialogActions>
          <Button variant="secondary" onPress={close} isDisabled={isInFlight}>
            Cancelar
          </Button>
          <SubmitButton pendingLabel="Cambiando...">Cambiar contraseña</SubmitButton>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

import { useMemo, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { Select } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";

export const REQUIRED_USER_FIELDS = "Todos los campos obligatorios deben estar completos";

export type UserFormValues = { username: string; password: string; email: string; rolId: number; activo: boolean };

export type UserFormProps = {
  /** firstUser: role fixed to Administrador, role and active disabled, no Cancel (spec section 4). */
  mode: "firstUser";
  isPending: boolean;
  serverErrors?: FieldErrors;
  onSubmit: (values: UserFormValues) => void;
};

const ROLE_OPTIONS = [{ id: 1, label: "Administrador" }];

export function UserForm({ isPending, serverErrors, onSubmit }: UserFormProps) {
  const [missing, setMissing] = useState<FieldErrors>({});
  // A stable object: react-aria re-applies server errors whenever it receives a new one.
  const errors = useMemo(() => ({ ...missing, ...serverErrors }), [missing, serverErrors]);

  function submit(data: Record<string, string>) {
    const values = { username: (data.username ?? "").trim(), password: data.password ?? "", email: (data.email ?? "").trim() };
    const empty = Object.entries(values).filter(([, value]) => !value);
    setMissing(Object.fromEntries(empty.map(([name]) => [name, REQUIRED_USER_FIELDS])));
    if (empty.length) return toastError(REQUIRED_USER_FIELDS);
    onSubmit({ ...values, rolId: 1, activo: true });
  }

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      <TextField name="username" label="Nombre de usuario" isRequired maxLength={25} autoComplete="username" autoFocus />
      <PasswordField name="password" label="Contraseña" isRequired maxLength={100} autoComplete="new-password" description="Al menos 6 caracteres." />
      <TextField name="email" type="email" label="Correo electrónico" isRequired maxLength={100} autoComplete="email" />
      <Select label="Rol" options={ROLE_OPTIONS} selectedKey={1} isDisabled />
      <Checkbox isSelected isDisabled>
        Activo
      </Checkbox>
      <div className="mt-2 flex justify-end">
        <Button type="submit" isDisabled={isPending}>
          {isPending ? "Guardando..." : "Guardar"}
        </Button>
      </div>
    </Form>
  );
}

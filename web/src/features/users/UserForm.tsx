import { useMemo, useState } from "react";
import { z } from "zod";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { Select, type SelectOption } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useUsernameCheck } from "./useUsernameCheck.ts";

export const REQUIRED_USER_FIELDS = "Todos los campos obligatorios deben estar completos";
const FIX_ERRORS_FIRST = "Corrige los errores antes de guardar";
/** The server's message for the same check (domain/users/userInput.ts). */
const INVALID_EMAIL = "El correo electrónico no es válido";
const emailProblem = (email: string) => (email && !z.email().safeParse(email.trim()).success ? INVALID_EMAIL : null);

export type UserFormValues = { username: string; password: string; email: string; rolId: number; activo: boolean };

/** The account being edited, as the form shows it. */
export type EditedUser = { username: string; email?: string | null; rolId: number; activo: boolean; isLastActiveAdmin: boolean };

export type UserFormProps = {
  /**
   * firstUser: role fixed to Administrador, role and Activo disabled, no Cancel (spec section 4).
   * create: every field, the username checked live. edit: the username cannot change.
   */
  mode: "firstUser" | "create" | "edit";
  user?: EditedUser;
  roles?: SelectOption[];
  isPending: boolean;
  serverErrors?: FieldErrors;
  onSubmit: (values: UserFormValues) => void;
  onCancel?: () => void;
};

const FIRST_USER_ROLES: SelectOption[] = [{ id: 1, label: "Administrador" }];

export function UserForm({ mode, user, roles, isPending, serverErrors, onSubmit, onCancel }: UserFormProps) {
  const [rolId, setRolId] = useState<number | null>(mode === "firstUser" ? 1 : (user?.rolId ?? null));
  const [activo, setActivo] = useState(user?.activo ?? true);
  const [missing, setMissing] = useState<FieldErrors>({});
  const usernameCheck = useUsernameCheck(mode === "create");
  // Spec section 4: the only active administrator keeps role and Activo.
  const lockRoleAndActive = mode === "firstUser" || !!user?.isLastActiveAdmin;
  /** A field's "required" error goes as soon as it is edited. */
  const edited = (name: string) => () => setMissing(({ [name]: _, ...rest }) => rest);

  // A stable object: react-aria re-applies server errors whenever it receives a new one.
  const errors = useMemo(
    () => ({ ...missing, ...(usernameCheck.error ? { username: usernameCheck.error } : {}), ...serverErrors }),
    [missing, usernameCheck.error, serverErrors],
  );

  function submit(data: Record<string, string>) {
    const values = {
      username: mode === "edit" ? (user?.username ?? "") : (data.username ?? "").trim(),
      password: data.password ?? "",
      email: (data.email ?? "").trim(),
      rolId: rolId ? String(rolId) : "",
    };
    const empty = Object.entries(values).filter(([, value]) => !value);
    setMissing(Object.fromEntries(empty.map(([name]) => [name, REQUIRED_USER_FIELDS])));
    if (empty.length) return toastError(REQUIRED_USER_FIELDS);
    if (usernameCheck.error) return toastError(FIX_ERRORS_FIRST);
    if (emailProblem(values.email)) return toastError(INVALID_EMAIL);
    onSubmit({ ...values, rolId: Number(rolId), activo });
  }

  return (
    <Form onSubmit={submit} validationErrors={errors}>
      <TextField
        name="username"
        label="Nombre de usuario"
        isRequired
        maxLength={25}
        autoComplete="off"
        autoFocus={mode !== "edit"}
        defaultValue={user?.username}
        isDisabled={mode === "edit"}
        description={mode === "edit" ? "El nombre de usuario no se puede cambiar." : undefined}
        onChange={(value) => {
          edited("username")();
          usernameCheck.onChange(value);
        }}
      />
      <PasswordField
        name="password"
        label="Contraseña"
        isRequired
        maxLength={100}
        autoComplete="new-password"
        autoFocus={mode === "edit"}
        onChange={edited("password")}
        description={mode === "edit" ? "Obligatoria también al modificar: será la nueva contraseña del usuario." : "Al menos 6 caracteres."}
      />
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        isRequired
        maxLength={100}
        autoComplete="off"
        defaultValue={user?.email ?? undefined}
        validate={emailProblem}
        onChange={edited("email")}
      />
      <Select
        name="rolId"
        label="Rol"
        isRequired
        options={mode === "firstUser" ? FIRST_USER_ROLES : (roles ?? [])}
        selectedKey={rolId}
        onSelectionChange={(key) => {
          setRolId(key === null ? null : Number(key));
          edited("rolId")();
        }}
        isDisabled={lockRoleAndActive}
        description={
          user?.isLastActiveAdmin ? "Es el único administrador activo: no se puede cambiar su rol ni desactivarlo." : undefined
        }
      />
      <Checkbox isSelected={activo} onChange={setActivo} isDisabled={lockRoleAndActive}>
        Activo
      </Checkbox>
      <div className="mt-2 flex justify-end gap-2">
        {mode !== "firstUser" && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancelar
          </Button>
        )}
        <Button type="submit" isDisabled={isPending}>
          {isPending ? "Guardando..." : mode === "edit" ? "Modificar" : "Guardar"}
        </Button>
      </div>
    </Form>
  );
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@rules/password.ts";
import {
  EMAIL_MAX,
  isActiveAdmin,
  KEEP_PASSWORD_HINT,
  NOMBRE_COMPLETO_MAX,
  NUMERO_COLEGIADO_MAX,
  USERNAME_MAX,
  userEditSchema,
  userInputSchema,
} from "@rules/user.ts";
import { useMemo, useState } from "react";
import { validate } from "../../forms/validate.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { numericKey, Select, type SelectOption } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { InlineWarning } from "../../ui/InlineWarning.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useUsernameCheck } from "./useUsernameCheck.ts";

const FIX_ERRORS_FIRST = "Corrige los errores antes de guardar";
/** The e-mail field's own check as it is typed, with the server's message; empty is left to the save's check. */
const emailProblem = (email: string) => (email ? (userInputSchema.shape.email.safeParse(email).error?.issues[0]?.message ?? null) : null);

/** `password` is left out when editing with the field blank: the account keeps its current one. */
export type UserFormValues = {
  username: string;
  password?: string;
  email: string;
  rolId: number;
  activo: boolean;
  nombreCompleto?: string | null;
  numeroColegiado?: string | null;
};

/** The account being edited, as the form shows it. */
export type EditedUser = {
  username: string;
  email?: string | null;
  rolId: number;
  activo: boolean;
  isLastActiveAdmin: boolean;
  /** Keys this administrator made that still work: they stop if the account stops being an active administrator. */
  clavesApiVigentes: number;
  nombreCompleto?: string | null;
  numeroColegiado?: string | null;
};

export type UserFormProps = {
  /**
   * firstUser: role fixed to Administrador, role and Activo disabled, no Cancel (spec section 4).
   * create: every field, the username checked live. edit: the username cannot change, and a blank
   * password keeps the current one (docs/decisions.md).
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

/** The keys the save would revoke: an active administrator's, once the form makes them anything else (apiKeys.ts revokeKeysMadeBy). */
const keysStopping = (user: EditedUser, chosen: { rolId: number | null; activo: boolean }) =>
  isActiveAdmin(user) && !isActiveAdmin(chosen) ? user.clavesApiVigentes : 0;

export function UserForm({ mode, user, roles, isPending, serverErrors, onSubmit, onCancel }: UserFormProps) {
  const [rolId, setRolId] = useState<number | null>(mode === "firstUser" ? 1 : (user?.rolId ?? null));
  const [activo, setActivo] = useState(user?.activo ?? true);
  const [checkErrors, setCheckErrors] = useState<FieldErrors>({});
  const usernameCheck = useUsernameCheck(mode === "create");
  // Spec section 4: the only active administrator keeps role and Activo.
  const lockRoleAndActive = mode === "firstUser" || !!user?.isLastActiveAdmin;
  // One object per check or answer: a new one shows every message again (ui/Form.tsx).
  const errors = useMemo(() => ({ ...checkErrors, ...serverErrors }), [checkErrors, serverErrors]);

  function submit(data: Record<string, string>) {
    const username = mode === "edit" ? (user?.username ?? "") : data.username;
    const schema = mode === "edit" ? userEditSchema : userInputSchema;
    const checked = validate(schema, {
      username,
      password: data.password,
      email: data.email,
      rolId: rolId ?? "",
      activo,
      nombreCompleto: data.nombreCompleto,
      numeroColegiado: data.numeroColegiado,
    });
    setCheckErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return toastError(checked.message);
    if (usernameCheck.error) return toastError(FIX_ERRORS_FIRST);
    onSubmit(checked.data);
  }

  return (
    <Form isSending={isPending} onSubmit={submit} validationErrors={errors}>
      <TextField
        name="username"
        label="Nombre de usuario"
        isRequired
        maxLength={USERNAME_MAX}
        autoComplete="off"
        autoFocus={mode !== "edit"}
        defaultValue={user?.username}
        isDisabled={mode === "edit"}
        description={mode === "edit" ? "El nombre de usuario no se puede cambiar." : undefined}
        onChange={usernameCheck.onChange}
        errorMessage={usernameCheck.error}
      />
      <PasswordField
        name="password"
        label="Contraseña"
        isRequired={mode !== "edit"}
        maxLength={PASSWORD_MAX_LENGTH}
        autoComplete="new-password"
        description={mode === "edit" ? KEEP_PASSWORD_HINT : `Al menos ${PASSWORD_MIN_LENGTH} caracteres.`}
      />
      <TextField
        name="email"
        type="email"
        label="Correo electrónico"
        isRequired
        maxLength={EMAIL_MAX}
        autoComplete="off"
        autoFocus={mode === "edit"}
        defaultValue={user?.email ?? undefined}
        validate={emailProblem}
      />
      {/* First-run setup asks only what the spec's setup screen asks (section 4); the rest is set in 'Usuarios'. */}
      {mode !== "firstUser" && (
        <>
          <TextField
            name="nombreCompleto"
            label="Nombre y apellidos"
            maxLength={NOMBRE_COMPLETO_MAX}
            autoComplete="off"
            defaultValue={user?.nombreCompleto ?? undefined}
            description="Opcional. Los documentos lo imprimen en lugar del nombre de usuario."
          />
          <TextField
            name="numeroColegiado"
            label="N.º de colegiado"
            maxLength={NUMERO_COLEGIADO_MAX}
            autoComplete="off"
            defaultValue={user?.numeroColegiado ?? undefined}
            description="Solo veterinarios: la cartilla sanitaria lo imprime junto a su nombre."
          />
        </>
      )}
      <Select
        name="rolId"
        label="Rol"
        isRequired
        options={mode === "firstUser" ? FIRST_USER_ROLES : (roles ?? [])}
        selectedKey={rolId}
        onSelectionChange={(key) => setRolId(numericKey(key))}
        isDisabled={lockRoleAndActive}
        description={user?.isLastActiveAdmin ? "Es el único administrador activo: no se puede cambiar su rol ni desactivarlo." : undefined}
      />
      <Checkbox isSelected={activo} onChange={setActivo} isDisabled={lockRoleAndActive}>
        Activo
      </Checkbox>
      {/* Announced as it appears: unticking Activo or choosing another role brings it. */}
      <div aria-live="polite">
        {user && keysStopping(user, { rolId, activo }) > 0 && (
          <InlineWarning>
            {user.clavesApiVigentes === 1
              ? "Al guardar se revocará la clave de API que creó: deja de ser administrador activo."
              : `Al guardar se revocarán las ${user.clavesApiVigentes} claves de API que creó: deja de ser administrador activo.`}
          </InlineWarning>
        )}
      </div>
      <div className="mt-2 flex justify-end gap-2">
        {mode !== "firstUser" && (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Cancelar
          </Button>
        )}
        <SubmitButton>{mode === "edit" ? "Modificar" : "Guardar"}</SubmitButton>
      </div>
    </Form>
  );
}

import { DEFAULT_SMTP_PORT, SMTP_PASSWORD_REQUIRED, SMTP_PORT_RANGE, smtpSettingsSchema, smtpTestSchema } from "@rules/smtp.ts";
import { Lock, Mail, PlugZap, Save, Trash2 } from "lucide-react";
import { useState } from "react";
import { graphql } from "react-relay/hooks";
import { useNavigate } from "react-router";
import type { SmtpConfigPageQuery as SmtpConfigPageQueryType } from "../../__generated__/SmtpConfigPageQuery.graphql.ts";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { validate } from "../../forms/validate.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { PageCard } from "../../ui/Card.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { NumberField } from "../../ui/NumberField.tsx";
import { PasswordField } from "../../ui/PasswordField.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { readMutationError } from "../../relay/MutationError.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { useDeleteSmtpConfigMutation } from "./DeleteSmtpConfigMutation.ts";
import { useSaveSmtpConfigMutation } from "./SaveSmtpConfigMutation.ts";
import { useTestSmtpConnectionMutation } from "./TestSmtpConnectionMutation.ts";

/** The stored settings the form starts from; a save brings them back the same way. */
export const SmtpConfigPageConfig = graphql`
  fragment SmtpConfigPage_config on SmtpConfig {
    id
    smtpHost
    smtpPort
    smtpUser
    smtpSsl
    remitenteEmail
    remitenteNombre
  }
`;

export const SmtpConfigPageQuery = graphql`
  query SmtpConfigPageQuery {
    smtpConfig {
      ...SmtpConfigPage_config @relay(mask: false)
    }
  }
`;

type Settings = {
  smtpHost: string;
  smtpPort: number;
  smtpUser: string;
  smtpPassword: string;
  smtpSsl: boolean;
  remitenteEmail: string;
  remitenteNombre: string;
};

/** Spec sections 3 and 9: port 587 and SSL on by default. */
const EMPTY: Settings = { smtpHost: "", smtpPort: DEFAULT_SMTP_PORT, smtpUser: "", smtpPassword: "", smtpSsl: true, remitenteEmail: "", remitenteNombre: "" };
const SAVE_FAILED = "Error al guardar la configuración SMTP";
const TEST_FAILED = "Error al probar la conexión SMTP";
/** Spec section 4: after saving or deleting, back to the menu 1 s later. */
const RETURN_DELAY_MS = 1000;

/** The form's fields from the stored configuration: the input type has no `id`, and the password is never sent back. */
function savedSettings(config: Omit<Settings, "smtpPassword">): Settings {
  const { smtpHost, smtpPort, smtpUser, smtpSsl, remitenteEmail, remitenteNombre } = config;
  return { smtpHost, smtpPort, smtpUser, smtpPassword: "", smtpSsl, remitenteEmail, remitenteNombre };
}

type Outcome = { readonly __typename: string; readonly error?: MutationError_error$key | null };

/** 'Configuración SMTP' (spec sections 2, 4 and 5), for administrators. */
export function SmtpConfigPage() {
  const { smtpConfig } = useRouteQuery<SmtpConfigPageQueryType>(SmtpConfigPageQuery);
  const navigate = useNavigate();
  const [exists, setExists] = useState(smtpConfig !== null);
  const [values, setValues] = useState<Settings>(smtpConfig ? savedSettings(smtpConfig) : EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [confirmDelete, setConfirmDelete] = useState(false);

  const [save, saving] = useSaveSmtpConfigMutation();
  const [test, testing] = useTestSmtpConnectionMutation();
  const [remove, removing] = useDeleteSmtpConfigMutation();

  const busy = saving || testing || removing;
  const set =
    <K extends keyof Settings>(name: K) =>
    (value: Settings[K]) =>
      setValues((current) => ({ ...current, [name]: value }));

  /** The server's check of the action's fields (spec section 5 "SMTP"), run before sending. */
  function check(schema: typeof smtpSettingsSchema | typeof smtpTestSchema, title: string): boolean {
    const checked = validate(schema, values);
    setFieldErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) return true;
    toastError(checked.message, title);
    return false;
  }

  function failed(result: Outcome, title: string) {
    const error = readMutationError(result.error);
    setFieldErrors(error ? fieldErrorsOf(error) : {});
    toastError(error?.message ?? "Error desconocido", title);
  }

  function returnHome() {
    setTimeout(() => navigate("/"), RETURN_DELAY_MS);
  }

  function submit() {
    if (!check(smtpSettingsSchema, SAVE_FAILED)) return;
    if (!exists && !values.smtpPassword) {
      setFieldErrors({ smtpPassword: SMTP_PASSWORD_REQUIRED });
      return toastError(SMTP_PASSWORD_REQUIRED, SAVE_FAILED);
    }
    save(values).then(
      (result) => {
        if (!result.smtpConfig) return failed(result, SAVE_FAILED);
        setExists(true);
        setValues((current) => ({ ...current, smtpPassword: "" }));
        toastSuccess("Configuración SMTP guardada correctamente");
        returnHome();
      },
      (error: Error) => toastError(error.message, SAVE_FAILED),
    );
  }

  function testConnection() {
    if (!check(smtpTestSchema, TEST_FAILED)) return;
    test(values).then(
      (result) => {
        if (!result.message) return failed(result, TEST_FAILED);
        toastSuccess(result.message);
      },
      (error: Error) => toastError(error.message, TEST_FAILED),
    );
  }

  function deleteConfig() {
    remove().then(
      (result) => {
        setConfirmDelete(false);
        if (!result.message) return toastError(readMutationError(result.error)?.message ?? "Error desconocido", "Error al eliminar la configuración SMTP");
        setExists(false);
        setValues(EMPTY);
        toastSuccess(result.message);
        returnHome();
      },
      (error: Error) => {
        setConfirmDelete(false);
        toastError(error.message, "Error al eliminar la configuración SMTP");
      },
    );
  }

  return (
    <>
      <PageCard
        icon={<Mail size={20} />}
        title="Configuración SMTP"
        description="Servidor de correo saliente con el que se envían las contraseñas nuevas a quien las olvida, los enlaces para firmar documentos a distancia con sus copias firmadas y el aviso diario del plan sanitario."
      >
        <Form isSending={saving} onSubmit={submit} validationErrors={fieldErrors} className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="smtpHost"
            label="Servidor SMTP"
            isRequired
            maxLength={100}
            value={values.smtpHost}
            onChange={set("smtpHost")}
            placeholder="smtp.ejemplo.es"
            autoFocus
          />
          <NumberField
            name="smtpPort"
            label="Puerto SMTP"
            isRequired
            minValue={1}
            maxValue={65535}
            rangeMessage={SMTP_PORT_RANGE}
            value={values.smtpPort}
            onChange={(port) => set("smtpPort")(Number.isNaN(port) ? 0 : port)}
            description="587 (STARTTLS) o 465 (SSL/TLS)"
          />
          <TextField name="smtpUser" label="Usuario SMTP" isRequired maxLength={100} value={values.smtpUser} onChange={set("smtpUser")} autoComplete="off" />
          <PasswordField
            name="smtpPassword"
            label="Contraseña SMTP"
            isRequired={!exists}
            maxLength={200}
            value={values.smtpPassword}
            onChange={set("smtpPassword")}
            autoComplete="new-password"
            placeholder={exists ? "Guardada (no se muestra)" : undefined}
          />
          <TextField
            name="remitenteEmail"
            type="email"
            label="Correo Remitente"
            isRequired
            maxLength={100}
            value={values.remitenteEmail}
            onChange={set("remitenteEmail")}
            placeholder="refugio@ejemplo.es"
          />
          <TextField
            name="remitenteNombre"
            label="Nombre Remitente"
            isRequired
            maxLength={100}
            value={values.remitenteNombre}
            onChange={set("remitenteNombre")}
            placeholder="Refugio de Animales"
          />
          <Checkbox isSelected={values.smtpSsl} onChange={set("smtpSsl")} className="sm:col-span-2">
            Usar SSL/TLS
          </Checkbox>
          {exists && (
            <p className="flex items-start gap-2 rounded-md bg-slate-50 p-3 text-sm text-slate-600 sm:col-span-2" data-testid="smtp-password-note">
              <Lock size={16} className="mt-0.5 shrink-0 text-slate-500" aria-hidden />
              La contraseña guardada está cifrada y no se muestra. Déjela en blanco para conservarla. Para probar la conexión, escriba la contraseña: sin ella
              la prueba está desactivada.
            </p>
          )}
          <div className="flex flex-wrap items-center gap-2 pt-2 sm:col-span-2">
            <div>
              {exists && (
                <Button variant="destructive" onPress={() => setConfirmDelete(true)} isDisabled={busy}>
                  <Trash2 size={16} aria-hidden />
                  Eliminar configuración SMTP
                </Button>
              )}
            </div>
            <div className="ml-auto flex flex-wrap justify-end gap-2">
              <Button variant="secondary" onPress={() => navigate("/")} isDisabled={busy}>
                Cancelar
              </Button>
              <Button variant="secondary" onPress={testConnection} isPending={testing} isDisabled={(busy && !testing) || (exists && !values.smtpPassword)}>
                <PlugZap size={16} aria-hidden />
                {testing ? "Probando..." : "Probar Conexión"}
              </Button>
              <SubmitButton icon={Save} isDisabled={busy && !saving}>
                Guardar Configuración
              </SubmitButton>
            </div>
          </div>
        </Form>
      </PageCard>
      <ConfirmDialog
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Eliminar configuración SMTP"
        description="¿Está seguro de que desea eliminar la configuración SMTP? Esta acción no se puede deshacer. Sin ella no se podrán recuperar contraseñas por correo, ni enviar documentos para firmar a distancia, ni avisos del plan sanitario."
        confirmText="Eliminar"
        variant="destructive"
        isPending={removing}
        onConfirm={deleteConfig}
      />
    </>
  );
}

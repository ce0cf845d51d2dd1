import { type CalendarDate, parseDate } from "@internationalized/date";
import { API_KEY_NAME_MAX, API_KEY_SCOPE_LABELS, API_KEY_SCOPES, type ApiKeyScope, apiKeyInputSchema } from "@rules/apiKey.ts";
import { formatDateTime } from "@rules/shelterClock.ts";
import { Copy, KeyRound, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { graphql } from "react-relay/hooks";
import type { ApiKeysPage_clave$data } from "../../__generated__/ApiKeysPage_clave.graphql.ts";
import type { ApiKeysPageQuery as ApiKeysPageQueryType } from "../../__generated__/ApiKeysPageQuery.graphql.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { PageCard } from "../../ui/Card.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { Select } from "../../ui/Select.tsx";
import { Cell, type ListColumn, ListTable, Row } from "../../ui/Table.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useCreateClaveApiMutation } from "./CreateClaveApiMutation.ts";
import { useRevokeClaveApiMutation } from "./RevokeClaveApiMutation.ts";

graphql`
  fragment ApiKeysPage_clave on ClaveApi {
    id
    nombre
    alcance
    prefijo
    creadaPor
    creadaEn
    caduca
    ultimoUso
    revocada
  }
`;

export const ApiKeysPageQuery = graphql`
  query ApiKeysPageQuery {
    clavesApi {
      ...ApiKeysPage_clave @relay(mask: false)
    }
    appStatus {
      zonaHoraria
    }
    hoyEnRefugio
  }
`;

type Clave = Omit<ApiKeysPage_clave$data, " $fragmentType">;
type Values = { nombre: string; alcance: ApiKeyScope; caduca: CalendarDate | null };

const EMPTY: Values = { nombre: "", alcance: "lectura", caduca: null };
const CREATE_FAILED = "Error al crear la clave de API";
const REVOKE_FAILED = "Error al revocar la clave de API";
const EXPIRY_INCOMPLETE = "La fecha de caducidad está incompleta";
const SCOPE_OPTIONS = API_KEY_SCOPES.map((scope) => ({ id: scope, label: API_KEY_SCOPE_LABELS[scope] }));
const API_KEY_COLUMNS: ListColumn[] = ["Nombre", "Alcance", "Creada", "Último uso", "Caduca", { name: "Estado", className: "text-right" }];

/** 'Claves de API' (administrators): keys for other systems, each shown once, listed with their use, revoked at once. */
export function ApiKeysPage() {
  const data = useRouteQuery<ApiKeysPageQueryType>(ApiKeysPageQuery);
  const timeZone = data.appStatus.zonaHoraria;
  const when = (instant: string | null | undefined, none: string) => (instant ? formatDateTime(new Date(instant), timeZone) : none);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [shown, setShown] = useState<{ nombre: string; clave: string } | null>(null);
  const [revoking, setRevoking] = useState<Clave | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const [create, creating] = useCreateClaveApiMutation();
  const [revoke, revokingNow] = useRevokeClaveApiMutation();

  function submit() {
    const input = { nombre: values.nombre, alcance: values.alcance, caduca: values.caduca?.toString() ?? null };
    const checked = incompleteDates(form.current) ?? validate(apiKeyInputSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return toastError(checked.message, CREATE_FAILED);
    }
    create(input).then(
      (result) => {
        if (!result.clave || !result.claveApi) {
          const error = readMutationError(result.error);
          setErrors(error ? fieldErrorsOf(error) : {});
          return toastError(error?.message ?? "Error desconocido", CREATE_FAILED);
        }
        setErrors({});
        setValues(EMPTY);
        setShown({ nombre: result.claveApi.nombre, clave: result.clave });
      },
      (error: Error) => toastError(error.message, CREATE_FAILED),
    );
  }

  function copyKey(clave: string) {
    navigator.clipboard.writeText(clave).then(
      () => toastSuccess("Clave copiada al portapapeles"),
      () => toastError("El navegador no ha permitido copiarla: selecciónela y cópiela a mano.", "No se ha podido copiar"),
    );
  }

  function confirmRevoke(clave: Clave) {
    revoke({ id: clave.id }).then(
      (result) => {
        setRevoking(null);
        if (!result.claveApi) return toastError(readMutationError(result.error)?.message ?? "Error desconocido", REVOKE_FAILED);
        toastSuccess("Clave revocada", `${clave.nombre} ya no funciona.`);
      },
      (error: Error) => {
        setRevoking(null);
        toastError(error.message, REVOKE_FAILED);
      },
    );
  }

  return (
    <>
      <PageCard
        icon={<KeyRound size={20} aria-hidden />}
        title="Claves de API"
        description="Credenciales para que otros sistemas (una web, el programa de una clínica) consulten o modifiquen Refugio por GraphQL o REST con 'Authorization: Bearer rfg_...'. Nunca dan acceso a la administración."
      >
        <div className="flex flex-col gap-6">
          <Form isSending={creating} ref={form} onSubmit={submit} validationErrors={errors} className="grid items-start gap-4 sm:grid-cols-3">
            <TextField
              name="nombre"
              label="Nombre"
              isRequired
              maxLength={API_KEY_NAME_MAX}
              value={values.nombre}
              onChange={(nombre) => setValues((current) => ({ ...current, nombre }))}
              description={`Hasta ${API_KEY_NAME_MAX} caracteres. Figura en el registro de actividad como clave:nombre.`}
            />
            <Select
              name="alcance"
              label="Alcance"
              isRequired
              options={SCOPE_OPTIONS}
              selectedKey={values.alcance}
              onSelectionChange={(key) => setValues((current) => ({ ...current, alcance: (key ?? "lectura") as ApiKeyScope }))}
            />
            <DatePicker
              name="caduca"
              label="Caduca"
              description="Opcional: último día en que funciona."
              value={values.caduca}
              onChange={(caduca) => setValues((current) => ({ ...current, caduca }))}
              minValue={parseDate(data.hoyEnRefugio)}
              incompleteMessage={EXPIRY_INCOMPLETE}
            />
            <div className="sm:col-span-3">
              <SubmitButton icon={Plus} pendingLabel="Creando...">
                Crear clave
              </SubmitButton>
            </div>
          </Form>
          <ListTable label="Claves de API" columns={API_KEY_COLUMNS} empty="Todavía no hay claves de API.">
            {data.clavesApi.map((clave) => (
              <Row key={clave.id} id={clave.id} textValue={clave.nombre}>
                <Cell phone="title" className="font-medium">
                  {clave.nombre} <span className="font-mono text-xs text-slate-500">{clave.prefijo}…</span>
                </Cell>
                <Cell label="Alcance">{clave.alcance}</Cell>
                <Cell label="Creada">
                  {when(clave.creadaEn, "")} ({clave.creadaPor})
                </Cell>
                <Cell label="Último uso">{when(clave.ultimoUso, "Nunca")}</Cell>
                <Cell label="Caduca">{when(clave.caduca, "No caduca")}</Cell>
                <Cell phone="actions" className="text-right">
                  {clave.revocada ? (
                    <span className="text-red-700">Revocada el {when(clave.revocada, "")}</span>
                  ) : (
                    <Button variant="destructive" size="sm" onPress={() => setRevoking(clave)} aria-label={`Revocar ${clave.nombre}`}>
                      Revocar
                    </Button>
                  )}
                </Cell>
              </Row>
            ))}
          </ListTable>
        </div>
      </PageCard>
      <Dialog isOpen={shown !== null} onOpenChange={(open) => !open && setShown(null)} title={`Clave ${shown?.nombre ?? ""} creada`} isDismissable={false}>
        <p className="text-sm text-slate-700">Cópiela ahora y guárdela en el otro sistema: no se volverá a mostrar. Refugio solo guarda su huella.</p>
        <output aria-label="Clave de API" className="mt-3 block break-all rounded-md border border-slate-300 bg-slate-50 p-3 font-mono text-sm">
          {shown?.clave}
        </output>
        <DialogActions>
          <Button variant="secondary" onPress={() => shown && copyKey(shown.clave)}>
            <Copy size={16} aria-hidden />
            Copiar
          </Button>
          <Button onPress={() => setShown(null)}>Hecho, ya la he guardado</Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revocar clave de API"
        description={`La clave ${revoking?.nombre ?? ""} dejará de funcionar en la próxima petición. No se puede deshacer.`}
        confirmText="Revocar"
        variant="destructive"
        isPending={revokingNow}
        onConfirm={() => revoking && confirmRevoke(revoking)}
      />
    </>
  );
}

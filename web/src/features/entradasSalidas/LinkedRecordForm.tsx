import { Link2Off, Save, Search } from "lucide-react";
import { type ReactNode, useState } from "react";
import type { ErrorCode, MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import type { z } from "zod";
import { validate } from "../../forms/validate.ts";

export type FieldSpec = {
  name: string;
  label: string;
  maxLength: number;
  type?: "text" | "tel" | "email";
  wide?: boolean;
};

/** A mutation's answer: a payload, or a typed error under `error` (the shared MutationError fragment). */
export type Outcome = { readonly __typename: string; readonly error?: MutationError_error$key | null };

export type Found = { id: string; name: string };

type Texts = {
  /** 'persona' / 'ayuntamiento', for the buttons and dialogs. */
  noun: string;
  newTitle: string;
  notFound: (number: string) => string;
  foundTitle: string;
  found: (number: string) => string;
  created: string;
  modified: string;
  linked: string;
  unlinked: string;
  confirmModify: string;
  saveError: string;
  linkError: string;
  unlinkError: string;
};

type Props = {
  /** The linked record's values, or null when none is linked. */
  record: ({ readonly id: string } & Record<string, unknown>) | null;
  fields: FieldSpec[];
  /** The server's schema for the record (domain/rules): the same checks and messages before sending. */
  schema: z.ZodType;
  /** The fields marked with an asterisk. */
  required: readonly string[];
  /** The field the record is found by: dni or cif. */
  documentField: string;
  /** The code of a number someone else holds (DNI_TAKEN, CIF_TAKEN): shown on its field only. */
  takenCode: ErrorCode;
  texts: Texts;
  /** Extra inputs after the text fields (the person's 'Puede adoptar'), with their values. */
  extra?: { node: ReactNode; values: Record<string, unknown> };
  find: (number: string) => Promise<Found | null>;
  /** Creates (recordId null) or updates the record, then links it. */
  save: (values: Record<string, unknown>, recordId: string | null) => Promise<Outcome>;
  link: (recordId: string) => Promise<Outcome>;
  unlink: () => Promise<Outcome>;
  onSelect: () => void;
};

type Pending =
  | { kind: "create" | "modify"; values: Record<string, unknown> }
  | { kind: "found"; found: Found; data: Record<string, string> };

/**
 * A person or town hall of the selected E/S, editable in place (spec section 4 "Person save in the
 * Entrada or Salida tab"). With none linked, saving looks the DNI (CIF) up: found, it offers to
 * update and link, or link as it is; not found, it confirms and creates. A linked one is modified
 * after a confirmation, because every ficha that uses it changes. 'Eliminar' only unlinks.
 */
export function LinkedRecordForm({ record, fields, schema, required, documentField, takenCode, texts, extra, find, save, link, unlink, onSelect }: Props) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const linked = record !== null;

  async function run(action: () => Promise<Outcome>, success: string, failure: string) {
    setPending(null);
    setBusy(true);
    try {
      const error = readMutationError((await action()).error);
      if (!error) {
        setErrors({});
        return toastSuccess("Éxito", success);
      }
      setErrors(fieldErrorsOf(error));
      // A taken DNI or CIF shows on its field only (spec section 8).
      if (error.code !== takenCode) toastError(error.message);
    } catch {
      toastError(failure);
    } finally {
      setBusy(false);
    }
  }

  /** The form's values when every rule passes; otherwise the failing fields are marked and null is returned. */
  function checked(data: Record<string, string>): Record<string, unknown> | null {
    const result = validate(schema, data);
    if (!result.ok) {
      setErrors(result.errors);
      toastError(result.message);
      return null;
    }
    return { ...(result.data as Record<string, unknown>), ...extra?.values };
  }

  async function submit(data: Record<string, string>) {
    if (busy) return;
    const number = (data[documentField] ?? "").trim();
    if (linked || !number) {
      const values = checked(data);
      if (values) setPending({ kind: linked ? "modify" : "create", values });
      return;
    }
    // Linking someone already registered needs only the number; updating or creating needs every field.
    setBusy(true);
    const found = await find(number).catch(() => null);
    setBusy(false);
    if (found) return setPending({ kind: "found", found, data });
    const values = checked(data);
    if (values) setPending({ kind: "create", values });
  }

  function saveFound(data: Record<string, string>, found: Found) {
    const values = checked(data);
    if (values) void run(() => save(values, found.id), texts.modified, texts.saveError);
    else setPending(null);
  }

  return (
    <>
      <Form key={record?.id ?? "ninguno"} onSubmit={(data) => void submit(data)} className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            isRequired={required.includes(field.name)}
            maxLength={field.maxLength}
            type={field.type}
            defaultValue={(record?.[field.name] as string | null | undefined) ?? ""}
            className={field.wide ? "sm:col-span-2" : undefined}
            // Errors are this form's own state: shown until the field is edited, whatever focus does.
            isInvalid={!!errors[field.name]}
            errorMessage={errors[field.name]}
            onChange={() => errors[field.name] && setErrors(({ [field.name]: _fixed, ...rest }) => rest)}
          />
        ))}
        {extra?.node}
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onPress={onSelect} isDisabled={busy}>
            <Search size={16} aria-hidden />
            {linked ? `Cambiar ${texts.noun}` : `Seleccionar ${texts.noun}`}
          </Button>
          {linked && (
            <Button variant="destructiveGhost" isDisabled={busy} onPress={() => void run(unlink, texts.unlinked, texts.unlinkError)}>
              <Link2Off size={16} aria-hidden />
              Eliminar
            </Button>
          )}
          {/* Never disabled: a submit button disabled during its own press ignores the next one. */}
          <SubmitButton icon={Save} isSending={busy}>
            {linked ? `Modificar ${texts.noun}` : `Guardar ${texts.noun}`}
          </SubmitButton>
        </div>
      </Form>

      <ConfirmDialog
        isOpen={pending?.kind === "modify"}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Modificar ${texts.noun}`}
        description={texts.confirmModify}
        confirmText={`Modificar ${texts.noun}`}
        onConfirm={() => pending?.kind === "modify" && void run(() => save(pending.values, record?.id ?? null), texts.modified, texts.saveError)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === "create"}
        onOpenChange={(open) => !open && setPending(null)}
        title={texts.newTitle}
        description={texts.notFound(pending?.kind === "create" ? String(pending.values[documentField] ?? "") : "")}
        confirmText="Crear y vincular"
        variant="success"
        onConfirm={() => pending?.kind === "create" && void run(() => save(pending.values, null), texts.created, texts.saveError)}
      />
      {pending?.kind === "found" && (
        <Dialog isOpen onOpenChange={(open) => !open && setPending(null)} title={texts.foundTitle} role="alertdialog" size="sm">
          <p className="text-sm text-slate-600">
            {texts.found(pending.data[documentField]!.trim())}: <strong>{pending.found.name}</strong>. ¿Qué desea hacer?
          </p>
          <DialogActions>
            <Button variant="secondary" onPress={() => setPending(null)}>
              Cancelar
            </Button>
            <Button variant="secondary" onPress={() => void run(() => link(pending.found.id), texts.linked, texts.linkError)}>
              Vincular sin actualizar
            </Button>
            <Button onPress={() => saveFound(pending.data, pending.found)} autoFocus>
              Actualizar los datos y vincular
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

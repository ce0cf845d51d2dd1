import { Link2Off, Save, Search } from "lucide-react";
import { Fragment, useRef, useState } from "react";
import { useRelayEnvironment } from "react-relay/hooks";
import type { z } from "zod";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { validate } from "../../forms/validate.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { DOCUMENT_MAX_LENGTH, type DocumentSpec, type FieldSpec, type Found, formValues, RecordField } from "../lists/RecordField.tsx";
import type { RegistrationContext } from "../registro/registrationContext.ts";
import { useStartSelection } from "../registro/useRegistrationSelection.ts";

/** A mutation's answer: a payload, or a typed error under `error` (the shared MutationError fragment). */
export type Outcome = { readonly __typename: string; readonly error?: MutationError_error$key | null };

/** One kind of record a ficha's tab names: the person of the entry or the exit, or the town hall. */
export type LinkedRecordKind = {
  document: DocumentSpec;
  fields: FieldSpec[];
  /** The server's schema for the record (domain/rules): the same checks and messages before sending. */
  schema: z.ZodType;
  texts: {
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
    /** Asked before 'Eliminar' unlinks: what it does and what it leaves. */
    confirmUnlink: string;
    /** The toasts when a save's request itself fails: creating (or saving one found), modifying the linked one. */
    createFailed: string;
    modifyFailed: string;
    linkError: string;
    unlinkError: string;
  };
};

type Props = {
  /** The linked record's values, or null when none is linked. */
  record: ({ readonly id: string } & Record<string, unknown>) | null;
  kind: LinkedRecordKind;
  /** Creates (recordId null) or updates the record, then links it. */
  save: (values: Record<string, unknown>, recordId: string | null) => Promise<Outcome>;
  link: (recordId: string) => Promise<Outcome>;
  unlink: () => Promise<Outcome>;
  /** What 'Seleccionar' / 'Cambiar' goes to choose, and for which E/S. */
  selection: RegistrationContext;
};

type Pending =
  | { kind: "create" | "modify"; values: Record<string, unknown> }
  | { kind: "found"; found: Found; data: Record<string, string> }
  | { kind: "unlink" };

/**
 * A person or town hall of the selected E/S, editable in place (spec section 4 "Person save in the
 * Entrada or Salida tab"). With none linked, saving looks the DNI (CIF) up: found, it offers to
 * update and link, or link as it is; not found, it confirms and creates. A linked one is modified
 * after a confirmation, because every ficha that uses it changes. 'Eliminar' only unlinks, after a
 * confirmation too: the E/S then names nobody in the libro de registro and its documents.
 */
export function LinkedRecordForm({ record, kind: { document, fields, schema, texts }, save, link, unlink, selection }: Props) {
  const environment = useRelayEnvironment();
  const startSelection = useStartSelection();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const linked = record !== null;
  const documentField = document.name;
  const saveError = linked ? texts.modifyFailed : texts.createFailed;
  const shownFields: FieldSpec[] = [
    { name: document.name, label: document.label, maxLength: DOCUMENT_MAX_LENGTH, isRequired: true, warn: document.warn },
    ...fields,
  ];

  async function run(action: () => Promise<Outcome>, success: string, failure: string) {
    setPending(null);
    setBusy(true);
    try {
      const error = readMutationError((await action()).error);
      if (!error) {
        setErrors({});
        // The button that opened the dialog may be gone ('Eliminar' after unlinking, a field
        // refilled with the new record): the keyboard goes on from the block's main button.
        submitButton.current?.focus();
        return toastSuccess("Éxito", success);
      }
      setErrors(fieldErrorsOf(error));
      // A taken DNI or CIF shows on its field only (spec section 8).
      if (error.code !== document.takenCode) toastError(error.message);
    } catch {
      toastError(failure);
    } finally {
      setBusy(false);
    }
  }

  /** The form's values when every rule passes; otherwise the failing fields are marked and null is returned. */
  function checked(data: Record<string, string>): Record<string, unknown> | null {
    const result = validate(schema, formValues(fields, data));
    if (!result.ok) {
      setErrors(result.errors);
      toastError(result.message);
      return null;
    }
    return result.data as Record<string, unknown>;
  }

  async function submit(data: Record<string, string>) {
    const number = (data[documentField] ?? "").trim();
    if (linked || !number) {
      const values = checked(data);
      if (values) setPending({ kind: linked ? "modify" : "create", values });
      return;
    }
    // Linking someone already registered needs only the number; updating or creating needs every field.
    setBusy(true);
    const found = await document.find(environment, number).catch(() => null);
    setBusy(false);
    if (found) return setPending({ kind: "found", found, data });
    const values = checked(data);
    if (values) setPending({ kind: "create", values });
  }

  function saveFound(data: Record<string, string>, found: Found) {
    const values = checked(data);
    if (values) void run(() => save(values, found.id), texts.modified, saveError);
    else setPending(null);
  }

  // With only the DNI (CIF) typed, updating would be refused for the empty fields: linking is the way on.
  const updatable = pending?.kind === "found" && validate(schema, formValues(fields, pending.data)).ok;

  return (
    <>
      <Form isSending={busy} onSubmit={(data) => void submit(data)} validationErrors={errors} className="grid gap-4 sm:grid-cols-2">
        {/* The fields start again from each record; the buttons stay, and so does the focus on them. */}
        <Fragment key={record?.id ?? "ninguno"}>
          {shownFields.map((field) => (
            <RecordField key={field.name} field={field} record={record} />
          ))}
        </Fragment>
        <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
          <Button variant="secondary" onPress={() => startSelection(selection)} isDisabled={busy}>
            <Search size={16} aria-hidden />
            {linked ? `Cambiar ${texts.noun}` : `Seleccionar ${texts.noun}`}
          </Button>
          {linked && (
            <Button variant="destructiveGhost" isDisabled={busy} onPress={() => setPending({ kind: "unlink" })}>
              <Link2Off size={16} aria-hidden />
              Eliminar
            </Button>
          )}
          {/* Pending while busy, never disabled: a submit button disabled during its own press ignores the next one. */}
          <SubmitButton ref={submitButton} icon={Save}>
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
        onConfirm={() => pending?.kind === "modify" && void run(() => save(pending.values, record?.id ?? null), texts.modified, saveError)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === "unlink"}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Desvincular ${texts.noun}`}
        description={texts.confirmUnlink}
        confirmText="Desvincular"
        variant="destructive"
        onConfirm={() => void run(unlink, texts.unlinked, texts.unlinkError)}
      />
      <ConfirmDialog
        isOpen={pending?.kind === "create"}
        onOpenChange={(open) => !open && setPending(null)}
        title={texts.newTitle}
        description={texts.notFound(pending?.kind === "create" ? String(pending.values[documentField] ?? "") : "")}
        confirmText="Crear y vincular"
        variant="success"
        onConfirm={() => pending?.kind === "create" && void run(() => save(pending.values, null), texts.created, saveError)}
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
            <Button
              variant={updatable ? "secondary" : "primary"}
              onPress={() => void run(() => link(pending.found.id), texts.linked, texts.linkError)}
              autoFocus={!updatable}
            >
              Vincular sin actualizar
            </Button>
            <Button variant={updatable ? "primary" : "secondary"} onPress={() => saveFound(pending.data, pending.found)} autoFocus={updatable}>
              Actualizar los datos y vincular
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

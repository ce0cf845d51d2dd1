import { type GraphQLTaggedNode, useFragment } from "react-relay/hooks";
import type { z } from "zod";
import type { MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { toastError } from "../../ui/Toast.tsx";
import { DocumentNumberField } from "./DocumentNumberField.tsx";
import { FormDialog, FormDialogForm } from "./FormDialog.tsx";
import { type DocumentSpec, type FieldSpec, formValues, RecordField, savedText } from "./RecordField.tsx";
import { type SavedRecord, useSaveForm } from "./useSaveForm.ts";

/** What a list page or the main menu hands a person's or a town hall's form dialog. */
export type RecordFormDialogProps<Key> = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The row to edit (the dialog's fragment); null creates one. */
  record: Key | null;
  /** The list page's connection, where a new row appears at once (none from the main menu). */
  connectionId?: string;
  onSaved?: (saved: SavedRecord) => void;
};

/** What the dialog reads of a record: its id and the fields of its kind's table. */
type Saved = { readonly id: string } & Record<string, unknown>;

/** A Relay fragment key whose data is a `Saved` (the kind's `..._<kind>$key`). */
type SavedKey = { readonly " $data"?: Saved; readonly " $fragmentSpreads": unknown };

/** The dialog of one kind of record: its words, the server's schema (domain/rules), its fields and the fragment it reads them with. */
export type RecordForm<S extends z.ZodType> = {
  texts: {
    newTitle: string;
    editTitle: string;
    created: string;
    modified: string;
    /** The toasts when the request itself fails. */
    createFailed: string;
    modifyFailed: string;
  };
  schema: S;
  /** The DNI or CIF, with the warning when another record holds it. */
  document: DocumentSpec & { takenMessage: string };
  fields: FieldSpec[];
  /** The record's fragment, in the kind's dialog module (`RecordFormDialogProps.record` is its key). */
  fragment: GraphQLTaggedNode;
};

type Answer = { readonly error?: MutationError_error$key | null };
/** The mutations name what they saved `edge` (a create's new edge) and `record` (an update's record). */
type Create<S extends z.ZodType> = (
  input: z.output<S>,
  connections: string[],
) => Promise<Answer & { readonly edge?: { readonly node: { readonly id: string } } }>;
type Update<S extends z.ZodType> = (input: z.output<S> & { id: string }) => Promise<Answer & { readonly record?: { readonly id: string } }>;

type Props<S extends z.ZodType, Key extends SavedKey> = RecordFormDialogProps<Key> & {
  form: RecordForm<S>;
  create: readonly [Create<S>, boolean];
  update: readonly [Update<S>, boolean];
};

type FieldsProps<S extends z.ZodType> = Omit<Props<S, SavedKey>, "isOpen" | "onOpenChange" | "record"> & {
  /** The edited record, or null for a new one. */
  record: Saved | null;
  onClose: () => void;
};

/**
 * 'Nueva ...' / 'Modificar ...' of a person or a town hall (spec sections 4 and 5): the document
 * number, then the fields of the kind's table; a new record joins the list page's connection.
 */
export function RecordFormDialog<S extends z.ZodType, Key extends SavedKey>({ isOpen, onOpenChange, record: key, form, ...props }: Props<S, Key>) {
  const record = useFragment(form.fragment, key) ?? null;
  return (
    <FormDialog isOpen={isOpen} onOpenChange={onOpenChange} title={record ? form.texts.editTitle : form.texts.newTitle}>
      <RecordFormFields {...props} record={record} form={form} onClose={() => onOpenChange(false)} />
    </FormDialog>
  );
}

function RecordFormFields<S extends z.ZodType>({
  record,
  form: { texts, schema, document, fields },
  create: [create, creating],
  update: [update, updating],
  connectionId,
  onClose,
  onSaved,
}: FieldsProps<S>) {
  // Spec section 8: a duplicate or malformed DNI (CIF) shows on its field only.
  const saving = useSaveForm({ schema, fieldOnly: { codes: [document.takenCode], field: document.name }, isNew: !record, onClose, onSaved });

  async function submit(data: Record<string, string>) {
    const values = saving.check(formValues(fields, data));
    if (!values) return;
    try {
      if (record) {
        const result = await update({ ...values, id: record.id });
        saving.settle(result, result.record?.id, texts.modified);
      } else {
        const result = await create(values, connectionId ? [connectionId] : []);
        saving.settle(result, result.edge?.node.id, texts.created);
      }
    } catch {
      toastError(record ? texts.modifyFailed : texts.createFailed);
    }
  }

  return (
    <FormDialogForm onSubmit={submit} validationErrors={saving.validationErrors} onCancel={onClose} isNew={!record} isPending={creating || updating}>
      <DocumentNumberField
        name={document.name}
        label={document.label}
        takenMessage={document.takenMessage}
        saved={record ? { id: record.id, number: savedText(record, document.name) } : null}
        find={document.find}
        warn={document.warn}
      />
      {fields.map((field) => (
        <RecordField key={field.name} field={field} record={record} />
      ))}
    </FormDialogForm>
  );
}

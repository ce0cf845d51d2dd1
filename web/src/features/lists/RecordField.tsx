/**
 * A person's or a town hall's fields, as a table in the form's order that both of its forms draw:
 * the list's dialog (RecordFormDialog.tsx) and the ficha's tab (entradasSalidas/LinkedRecordForm.tsx).
 */
import { useState } from "react";
import { fetchQuery, type GraphQLTaggedNode } from "react-relay/hooks";
import type { Environment, OperationType } from "relay-runtime";
import type { ErrorCode } from "../../__generated__/MutationError_error.graphql.ts";
import { parseDate } from "@internationalized/date";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { InlineWarning } from "../../ui/InlineWarning.tsx";
import { TextField } from "../../ui/TextField.tsx";

/** A DNI's or a CIF's length at most (rules/text.ts documentNumber). */
export const DOCUMENT_MAX_LENGTH = 25;

/** The record holding a DNI or CIF, named as the ficha's 'ya registrado' dialog shows it. */
export type Found = { id: string; name: string };

export type FindRecord = (environment: Environment, number: string) => Promise<Found | null>;

type HolderQuery = OperationType & { variables: { number: string }; response: { readonly holder?: { readonly id: string } | null } };

/** The lookup by a query that takes the number as `$number` and names its one field `holder`; `nameOf` words the holder. */
export function findRecordBy<Q extends HolderQuery>(query: GraphQLTaggedNode, nameOf: (holder: NonNullable<Q["response"]["holder"]>) => string): FindRecord {
  return (environment, number) =>
    fetchQuery<Q>(environment, query, { number })
      .toPromise()
      .then((data) => (data?.holder ? { id: data.holder.id, name: nameOf(data.holder) } : null));
}

/** The DNI or CIF, first in both forms: what the record is found by, and unique among its kind. */
export type DocumentSpec = {
  name: string;
  label: string;
  /** The server's code for a number another record holds: shown on the field only (spec section 8). */
  takenCode: ErrorCode;
  find: FindRecord;
  /** A note on a number that may be mistyped (a DNI's check letter, a CIF's control), shown once the field is left. */
  warn?: (number: string) => string | null;
};

type TextFieldSpec = {
  kind?: "text";
  name: string;
  label: string;
  maxLength: number;
  isRequired?: boolean;
  type?: "tel" | "email";
  inputMode?: "numeric";
  /** Across both columns. */
  wide?: boolean;
  /** A note under the field once it is left (a DNI's check letter); it does not stop the save. */
  warn?: (value: string) => string | null;
};

type CheckboxSpec = { kind: "checkbox"; name: string; label: string /** Ticked in a new record. */; defaultSelected: boolean };

/** A day, sent as 'yyyy-MM-dd' (empty clears it). */
type DateSpec = { kind: "date"; name: string; label: string; incompleteMessage: string };

export type FieldSpec = TextFieldSpec | CheckboxSpec | DateSpec;

/** A text field's saved value for its defaultValue; a new record's fields start empty. */
export function savedText(record: Record<string, unknown> | null, name: string): string {
  return (record?.[name] as string | null | undefined) ?? "";
}

/**
 * One row of a kind's table as a form shows it, holding the record's saved value: a checkbox or a
 * text field, whose error is its form's for the field's name.
 */
export function RecordField({ field, record }: { field: FieldSpec; record: Record<string, unknown> | null }) {
  if (field.kind === "date") {
    const saved = record?.[field.name] as string | null | undefined;
    return <DatePicker name={field.name} label={field.label} defaultValue={saved ? parseDate(saved) : null} incompleteMessage={field.incompleteMessage} />;
  }
  if (field.kind === "checkbox") {
    return (
      <div data-field={field.name} className="sm:col-span-2">
        <Checkbox name={field.name} defaultSelected={(record?.[field.name] as boolean | null | undefined) ?? field.defaultSelected}>
          {field.label}
        </Checkbox>
      </div>
    );
  }
  return <TextRecordField field={field} record={record} />;
}

function TextRecordField({ field, record }: { field: TextFieldSpec; record: Record<string, unknown> | null }) {
  const [warning, setWarning] = useState<string | null>(null);
  return (
    <TextField
      name={field.name}
      label={field.label}
      isRequired={field.isRequired}
      maxLength={field.maxLength}
      type={field.type}
      inputMode={field.inputMode}
      defaultValue={savedText(record, field.name)}
      className={field.wide ? "sm:col-span-2" : undefined}
      onChange={() => setWarning(null)}
      onBlur={field.warn && ((event) => setWarning(field.warn?.((event.target as HTMLInputElement).value) ?? null))}
      description={warning && <InlineWarning>{warning}</InlineWarning>}
    />
  );
}

/** The form's data as the schema reads it: a checkbox is true or false (the form data holds it only when ticked). */
export function formValues(fields: readonly FieldSpec[], data: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...data };
  for (const field of fields) if (field.kind === "checkbox") values[field.name] = field.name in data;
  return values;
}

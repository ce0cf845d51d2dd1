/**
 * A person's or a town hall's fields, as a table in the form's order that both of its forms draw:
 * the list's dialog (RecordFormDialog.tsx) and the ficha's tab (entradasSalidas/LinkedRecordForm.tsx).
 */
import type { ErrorCode } from "../../__generated__/MutationError_error.graphql.ts";

/** The DNI or CIF, first in both forms: what the record is found by, and unique among its kind. */
export type DocumentSpec = {
  name: string;
  label: string;
  /** The server's code for a number another record holds: shown on the field only (spec section 8). */
  takenCode: ErrorCode;
};

export type TextFieldSpec = {
  kind?: "text";
  name: string;
  label: string;
  maxLength: number;
  isRequired?: boolean;
  type?: "tel" | "email";
  inputMode?: "numeric";
  /** Across both columns. */
  wide?: boolean;
};

export type CheckboxSpec = { kind: "checkbox"; name: string; label: string; /** Ticked in a new record. */ defaultSelected: boolean };

export type FieldSpec = TextFieldSpec | CheckboxSpec;

/** A text field's saved value for its defaultValue; a new record's fields start empty. */
export function savedText(record: Record<string, unknown> | null, name: string): string {
  return (record?.[name] as string | null | undefined) ?? "";
}

/** A checkbox's saved value, or its default in a new record. */
export function savedCheck(record: Record<string, unknown> | null, field: CheckboxSpec): boolean {
  return (record?.[field.name] as boolean | null | undefined) ?? field.defaultSelected;
}

/** The form's data as the schema reads it: a checkbox is true or false (the form data holds it only when ticked). */
export function formValues(fields: readonly FieldSpec[], data: Record<string, string>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...data };
  for (const field of fields) if (field.kind === "checkbox") values[field.name] = field.name in data;
  return values;
}

import { useState } from "react";
import type { z } from "zod";
import type { ErrorCode, MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { validate } from "../../forms/validate.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";

/** The person or town hall the dialog saved; `created` is false after an edit. */
export type SavedRecord = { id: string; created: boolean };

type SaveResult = { readonly error?: MutationError_error$key | null };

type Options<S extends z.ZodType> = {
  /** The server's schema for the record (domain/rules). */
  schema: S;
  /**
   * Failures that show on their field only, without a toast: the codes, and the field whose
   * own checks do so (spec section 8: a duplicate or malformed DNI).
   */
  fieldOnly: { codes: ErrorCode[]; field: string };
  isNew: boolean;
  onClose: () => void;
  onSaved?: (saved: SavedRecord) => void;
};

/**
 * Checks and answers of the person and town hall forms: whether the client's check or the
 * server refuses the save, every failing field is marked and one toast says why (except for the
 * field-only errors); a save toasts 'Éxito', closes the dialog and reports the row.
 */
export function useSaveForm<S extends z.ZodType>({ schema, fieldOnly, isNew, onClose, onSaved }: Options<S>) {
  const [validationErrors, setFieldErrors] = useState<FieldErrors>({});

  return {
    validationErrors,
    /** The values to send as the schema reads them, or null once the failing fields are marked and the toast shown. */
    check(data: Record<string, unknown>): z.output<S> | null {
      const checked = validate(schema, data);
      if (!checked.ok) {
        setFieldErrors(checked.errors);
        toastError(checked.message);
        return null;
      }
      setFieldErrors({});
      return checked.data;
    },
    /** The mutation's answer: the saved row's id closes the dialog with `success`; an error lands on its fields. */
    settle(result: SaveResult, savedId: string | undefined, success: string) {
      if (savedId) {
        toastSuccess("Éxito", success);
        onClose();
        onSaved?.({ id: savedId, created: isNew });
        return;
      }
      const error = readMutationError(result.error);
      setFieldErrors(error ? fieldErrorsOf(error) : {});
      if (error && (fieldOnly.codes.includes(error.code) || error.field === fieldOnly.field)) return;
      toastError(error?.message ?? "Error desconocido");
    },
  };
}

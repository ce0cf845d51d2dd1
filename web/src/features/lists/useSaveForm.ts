import { useMemo, useState } from "react";
import type { ErrorCode, MutationError_error$key } from "../../__generated__/MutationError_error.graphql.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import type { FieldErrors } from "../../ui/Form.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { checkFormValues, type FormRules } from "./formRules.ts";

/** The person or town hall the dialog saved; `created` is false after an edit. */
export type SavedRecord = { id: string; created: boolean };

type SaveResult = { readonly __typename: string; readonly id?: string; readonly error?: MutationError_error$key | null };

type Options<F extends string> = {
  rules: FormRules<F>;
  /** The __typename of a successful save ('Persona'). */
  savedType: string;
  /**
   * Failures that show on their field only, without a toast: the codes, and the field whose
   * own checks do so (spec section 8: a duplicate or malformed DNI).
   */
  fieldOnly: { codes: ErrorCode[]; field: F };
  isNew: boolean;
  onClose: () => void;
  onSaved?: (saved: SavedRecord) => void;
};

/**
 * Checks and answers of the person and town hall forms: whether the client's check or the
 * server refuses the save, every failing field is marked and one toast says why (except for the
 * field-only errors); a save toasts 'Éxito', closes the dialog and reports the row.
 */
export function useSaveForm<F extends string>({ rules, savedType, fieldOnly, isNew, onClose, onSaved }: Options<F>) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A stable object: react-aria re-applies server errors whenever it receives a new one.
  const validationErrors = useMemo(() => fieldErrors, [fieldErrors]);

  return {
    validationErrors,
    /** The trimmed values to send, or null once the failing fields are marked and the toast shown. */
    check(data: Record<string, string>): Record<F, string> | null {
      const checked = checkFormValues(data, rules);
      if ("errors" in checked) {
        setFieldErrors(checked.errors);
        toastError(checked.message);
        return null;
      }
      setFieldErrors({});
      return checked.values;
    },
    /** The mutation's answer: a saved row closes the dialog with `success`; an error lands on its fields. */
    settle(result: SaveResult, success: string) {
      if (result.__typename === savedType && result.id) {
        toastSuccess("Éxito", success);
        onClose();
        onSaved?.({ id: result.id, created: isNew });
        return;
      }
      const error = readMutationError(result.error);
      setFieldErrors(error ? fieldErrorsOf(error) : {});
      if (error && (fieldOnly.codes.includes(error.code) || error.field === fieldOnly.field)) return;
      toastError(error?.message ?? "Error desconocido");
    },
  };
}

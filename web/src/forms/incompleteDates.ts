/**
 * Date fields typed only in part ('dd/11/2026'). While a segment is empty react-aria keeps the
 * last whole date as the field's value (or none), so a form's values cannot tell; the segments on
 * screen can. A form checks this before its rules, so such a date is named as incomplete instead of
 * being judged by a value the worker no longer sees.
 */
import type { FieldErrors } from "../ui/Form.tsx";
import type { Validated } from "./validate.ts";

type Refusal = Extract<Validated<unknown>, { ok: false }>;

/** Each partly typed DatePicker under `root` with its `incompleteMessage`, the first on screen leading; null when none is. */
export function incompleteDates(root: ParentNode | null): Refusal | null {
  const errors: FieldErrors = {};
  for (const field of root?.querySelectorAll<HTMLElement>("[data-incomplete-message]:not([data-disabled])") ?? []) {
    const segments = [...field.querySelectorAll('[role="spinbutton"]')];
    const empty = segments.filter((segment) => segment.hasAttribute("data-placeholder")).length;
    if (empty > 0 && empty < segments.length) errors[field.dataset.field!] = field.dataset.incompleteMessage!;
  }
  const [first] = Object.entries(errors);
  return first ? { ok: false, errors, field: first[0], message: first[1] } : null;
}

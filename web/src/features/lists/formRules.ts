import type { FieldErrors } from "../../ui/Form.tsx";

const POSTAL_CODE = "El código postal debe tener 5 dígitos";

/** What the person and town hall forms check before sending (spec section 5). */
export type FormRules<F extends string> = {
  /** Every text field the form sends; each is sent trimmed. */
  fields: readonly F[];
  required: readonly F[];
  /** The one message for every missing field, on the fields and in the toast. */
  requiredMessage: string;
};

export type FormCheck<F extends string> = { values: Record<F, string> } | { errors: FieldErrors; message: string };

/** Required fields first, then the postal code (5 digits when given). */
export function checkFormValues<F extends string>(data: Record<string, string>, rules: FormRules<F>): FormCheck<F> {
  const values: Record<string, string> = Object.fromEntries(rules.fields.map((name) => [name, (data[name] ?? "").trim()]));
  const missing = rules.required.filter((name) => !values[name]);
  if (missing.length) {
    return { errors: Object.fromEntries(missing.map((name) => [name, rules.requiredMessage])), message: rules.requiredMessage };
  }
  if (values.codigoPostal && !/^\d{5}$/.test(values.codigoPostal)) return { errors: { codigoPostal: POSTAL_CODE }, message: POSTAL_CODE };
  return { values: values as Record<F, string> };
}

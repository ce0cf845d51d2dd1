/** Zod pieces for the free-text fields of the record forms, with the Spanish messages users read. */
import { z } from "zod";

/** `subject` names the field with its article ("El DNI", "La localidad") for the messages. */
export function requiredText(subject: string, max: number, requiredMessage: string) {
  return z.string(requiredMessage).trim().min(1, requiredMessage).max(max, `${subject} no puede superar ${max} caracteres`);
}

/** Absent, null or blank become null. */
export function optionalText(subject: string, max: number) {
  return z
    .string(`${subject} tiene un valor no válido`)
    .trim()
    .max(max, `${subject} no puede superar ${max} caracteres`)
    .nullish()
    .transform((value) => value || null);
}

export const POSTAL_CODE_MESSAGE = "El código postal debe tener 5 dígitos";

/** Spec section 5: a postal code, when given, is exactly 5 digits. */
export const optionalPostalCode = z
  .string(POSTAL_CODE_MESSAGE)
  .trim()
  .regex(/^(\d{5})?$/, POSTAL_CODE_MESSAGE)
  .nullish()
  .transform((value) => value || null);

/**
 * DNI and CIF are stored as the unique indexes compare them: upper case, without spaces or
 * hyphens. Letters, digits, spaces and hyphens are accepted (DNI, NIE, CIF and passport numbers
 * all fit), so 'p-4600000a' is stored, and found, as 'P4600000A'.
 */
export function documentNumber(subject: string, requiredMessage: string) {
  return z
    .string(requiredMessage)
    .transform(normaliseDocumentNumber)
    .pipe(
      z
        .string()
        .min(1, requiredMessage)
        .max(25, `${subject} no puede superar 25 caracteres`)
        .regex(/^[A-Z0-9]+$/, `${subject} solo puede contener letras, números y guiones`),
    );
}

/** The same as the indexes personas_dni_norm_key and ayuntamientos_cif_norm_key: upper(regexp_replace(x, '[\s-]', '', 'g')). */
export function normaliseDocumentNumber(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

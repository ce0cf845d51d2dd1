/**
 * The spec gives some forms one sentence for every missing field ('Todos los campos obligatorios
 * deben estar completos'). The toast says it once; each field it marks says REQUIRED_FIELD, as
 * the ficha's fields do, instead of the same sentence under six fields. The API keeps the spec's
 * sentence; only what a field shows changes.
 */
import {
  ALL_FIELDS_REQUIRED,
  REQUIRED_AYUNTAMIENTO_FIELDS,
  REQUIRED_FIELD,
  REQUIRED_PERSON_FIELDS,
  REQUIRED_PERSON_FIELDS_FROM_FICHA,
  REQUIRED_USER_FIELDS,
} from "@rules/missingFields.ts";

const FORM_SENTENCES: ReadonlySet<string> = new Set([
  REQUIRED_PERSON_FIELDS,
  REQUIRED_PERSON_FIELDS_FROM_FICHA,
  REQUIRED_AYUNTAMIENTO_FIELDS,
  REQUIRED_USER_FIELDS,
  ALL_FIELDS_REQUIRED,
]);

/** What a field shows for `message`, a check's or the server's. */
export const fieldMessage = (message: string): string => (FORM_SENTENCES.has(message) ? REQUIRED_FIELD : message);

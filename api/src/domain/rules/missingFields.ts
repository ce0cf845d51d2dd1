/**
 * What the forms say of fields left empty (spec sections 5 and 8). Apart from the forms' schemas
 * and without zod: the login page's code marks fields with them (web/src/forms/fieldMessage.ts),
 * and the schemas' full build of zod would more than double what its validation loads.
 */

/** What one empty field shows, in every form. */
export const REQUIRED_FIELD = "Completa este campo";

/** The spec's one sentence for every missing field, form by form. */
export const REQUIRED_PERSON_FIELDS = "Todos los campos obligatorios deben estar completos";
/** The person rule worded as the ficha's Entrada and Salida tabs word it (spec section 5 "Person form"). */
export const REQUIRED_PERSON_FIELDS_FROM_FICHA = "Error de validación: Todos los campos marcados con * son obligatorios";
export const REQUIRED_AYUNTAMIENTO_FIELDS = "Los campos CIF y Ayuntamiento son obligatorios";
export const REQUIRED_USER_FIELDS = "Todos los campos obligatorios deben estar completos";
/** The change-password form's. */
export const ALL_FIELDS_REQUIRED = "Todos los campos son obligatorios";

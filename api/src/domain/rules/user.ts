/** The user form (spec section 5 "User form"), shared by first-run setup and administration. */
import { z } from "zod";
import { REQUIRED_USER_FIELDS } from "./missingFields.ts";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password.ts";
import { recordIdField } from "./recordId.ts";
import { optionalText } from "./text.ts";

export const ROLE = { ADMINISTRADOR: 1, EMPLEADO: 2, VETERINARIO: 3 } as const;

/** Active with the Administrador role: who manages accounts and keys, and answers for the keys they made. */
export const isActiveAdmin = (account: { rolId: number | null; activo: boolean }) => account.rolId === ROLE.ADMINISTRADOR && account.activo;

export const USERNAME_MAX = 25;
export const EMAIL_MAX = 100;
export const NOMBRE_COMPLETO_MAX = 100;
export const NUMERO_COLEGIADO_MAX = 25;

/** Another account already has the username: shown on the field, live as it is typed and on save. */
export const USERNAME_TAKEN_MESSAGE = "Ya existe un usuario con ese nombre";

const required = (max: number, tooLong: string) => z.string(REQUIRED_USER_FIELDS).trim().min(1, REQUIRED_USER_FIELDS).max(max, tooLong);

const password = z
  .string(REQUIRED_USER_FIELDS)
  .min(1, REQUIRED_USER_FIELDS)
  .min(PASSWORD_MIN_LENGTH, `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`)
  .max(PASSWORD_MAX_LENGTH, `La contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres`);

/** Fields in the order the form shows them, so the first issue is the first field to fix. */
export const userInputSchema = z.object({
  username: required(USERNAME_MAX, `El nombre de usuario no puede superar ${USERNAME_MAX} caracteres`).regex(
    /^\S+$/,
    "El nombre de usuario no puede contener espacios",
  ),
  password,
  email: required(EMAIL_MAX, `El correo electrónico no puede superar ${EMAIL_MAX} caracteres`).pipe(z.email("El correo electrónico no es válido")),
  rolId: recordIdField(REQUIRED_USER_FIELDS),
  activo: z.boolean().default(true),
  nombreCompleto: optionalText("El nombre completo", NOMBRE_COMPLETO_MAX),
  numeroColegiado: optionalText("El número de colegiado", NUMERO_COLEGIADO_MAX),
});

/** The edit dialog's hint for the password field. */
export const KEEP_PASSWORD_HINT = "Déjela en blanco para mantener la actual.";

/**
 * Editing an account: a blank password (left out, null or empty) keeps the current one, so an
 * e-mail can change without inventing a password; one typed is checked as on creation. The name
 * and colegiado number left out keep theirs too (the spec's client does not send them); null or
 * blank clears them.
 */
export const userEditSchema = userInputSchema.extend({
  password: z.preprocess((value) => (value === "" || value === null ? undefined : value), password.optional()),
  nombreCompleto: userInputSchema.shape.nombreCompleto.optional(),
  numeroColegiado: userInputSchema.shape.numeroColegiado.optional(),
});

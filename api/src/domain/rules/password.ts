/** Passwords (spec sections 5 "Change password" and 9). */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;
export const ALL_FIELDS_REQUIRED = "Todos los campos son obligatorios";
export const PASSWORDS_DIFFER = "Las contraseñas no coinciden";
export const PASSWORD_TOO_SHORT = `La nueva contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres`;
export const WRONG_CURRENT_PASSWORD = "La contraseña actual no es correcta";

/** What the server receives; the current password is checked against the stored hash after this. */
export const changePasswordSchema = z.object({
  currentPassword: z.string(ALL_FIELDS_REQUIRED).min(1, ALL_FIELDS_REQUIRED).max(PASSWORD_MAX_LENGTH, WRONG_CURRENT_PASSWORD),
  newPassword: z
    .string(ALL_FIELDS_REQUIRED)
    .min(1, ALL_FIELDS_REQUIRED)
    .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, `La nueva contraseña no puede superar ${PASSWORD_MAX_LENGTH} caracteres`),
});

export type PasswordChange = { currentPassword: string; newPassword: string; confirmation: string };

/**
 * The form's three checks in the spec's order (all required, the two new ones match, the length),
 * then the server's schema; null when the change may be sent.
 */
export function passwordChangeProblem({ currentPassword, newPassword, confirmation }: PasswordChange): string | null {
  if (!currentPassword || !newPassword || !confirmation) return ALL_FIELDS_REQUIRED;
  if (newPassword !== confirmation) return PASSWORDS_DIFFER;
  const checked = changePasswordSchema.safeParse({ currentPassword, newPassword });
  return checked.success ? null : (checked.error.issues[0]?.message ?? null);
}

/** Passwords (spec sections 5 "Change password" and 9). */
import { z } from "zod";
import { ALL_FIELDS_REQUIRED } from "./missingFields.ts";

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 100;
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

/** What the change-password form refuses: the message, and the fields it marks (in the form's order). */
export type PasswordChangeProblem = { message: string; fields: (keyof PasswordChange)[] };

/**
 * The form's three checks in the spec's order (all required, the two new ones match, the length),
 * then the server's schema; null when the change may be sent.
 */
export function passwordChangeProblem(change: PasswordChange): PasswordChangeProblem | null {
  const empty = (["currentPassword", "newPassword", "confirmation"] as const).filter((field) => !change[field]);
  if (empty.length > 0) return { message: ALL_FIELDS_REQUIRED, fields: empty };
  if (change.newPassword !== change.confirmation) return { message: PASSWORDS_DIFFER, fields: ["confirmation"] };
  const checked = changePasswordSchema.safeParse({ currentPassword: change.currentPassword, newPassword: change.newPassword });
  const issue = checked.error?.issues[0];
  return issue ? { message: issue.message, fields: [issue.path[0] as keyof PasswordChange] } : null;
}

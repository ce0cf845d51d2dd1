/**
 * What a new password may not be, beyond the spec's minimum of 6 characters (checked by the
 * input schemas first): only blanks, the username itself, or one of the ~49,000 most common
 * passwords (the list @zxcvbn-ts/language-common maintains), which an attacker tries first.
 */
import { dictionary } from "@zxcvbn-ts/language-common";
import { ValidationError } from "../errors.ts";

const COMMON_PASSWORDS = new Set(dictionary["passwords-common"].map((password) => password.toLowerCase()));

export const PASSWORD_POLICY_MESSAGES = {
  blank: "La contraseña no puede estar formada solo por espacios",
  username: "La contraseña no puede ser igual al nombre de usuario",
  common: "Esa contraseña es de las más usadas y fáciles de adivinar; elija otra",
} as const;

export function passwordProblem(password: string, username: string): string | null {
  if (password.trim() === "") return PASSWORD_POLICY_MESSAGES.blank;
  if (password.trim().toLowerCase() === username.trim().toLowerCase()) return PASSWORD_POLICY_MESSAGES.username;
  if (COMMON_PASSWORDS.has(password.toLowerCase())) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}

/** Refuses the password on `field` (the input's name for it) with the first problem found. */
export function assertAcceptablePassword(password: string, username: string, field = "password"): void {
  const problem = passwordProblem(password, username);
  if (problem) throw new ValidationError([{ path: [field], message: problem }]);
}

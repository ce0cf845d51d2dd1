/**
 * The login and password-recovery forms (spec sections 2 and 5). Written with zod's mini build,
 * whose unused parts the bundler drops: these are the only rules the login page loads, and the
 * full build would take a sixth of its JavaScript budget (issue 15).
 */
import * as z from "zod/mini";

export const LOGIN_REQUIRED = "Por favor, complete todos los campos";
export const RECOVERY_REQUIRED = "Por favor, ingrese su nombre de usuario";

/** Overlong values cannot belong to an account: they get the answer a wrong one gets. */
export const loginSchema = z.object({
  username: z.string(LOGIN_REQUIRED).check(z.trim(), z.minLength(1, LOGIN_REQUIRED), z.maxLength(100, "Usuario o contraseña incorrectos")),
  password: z.string(LOGIN_REQUIRED).check(z.minLength(1, LOGIN_REQUIRED), z.maxLength(100, "Usuario o contraseña incorrectos")),
});

export const recoverySchema = z.object({
  username: z.string(RECOVERY_REQUIRED).check(z.trim(), z.minLength(1, RECOVERY_REQUIRED), z.maxLength(100, "Usuario no encontrado o inactivo")),
});

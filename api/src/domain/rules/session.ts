/** The login and password-recovery forms (spec sections 2 and 5). */
import { z } from "zod";

export const LOGIN_REQUIRED = "Por favor, complete todos los campos";
export const RECOVERY_REQUIRED = "Por favor, ingrese su nombre de usuario";

/** Overlong values cannot belong to an account: they get the answer a wrong one gets. */
export const loginSchema = z.object({
  username: z.string(LOGIN_REQUIRED).trim().min(1, LOGIN_REQUIRED).max(100, "Usuario o contraseña incorrectos"),
  password: z.string(LOGIN_REQUIRED).min(1, LOGIN_REQUIRED).max(100, "Usuario o contraseña incorrectos"),
});

export const recoverySchema = z.object({
  username: z.string(RECOVERY_REQUIRED).trim().min(1, RECOVERY_REQUIRED).max(100, "Usuario no encontrado o inactivo"),
});

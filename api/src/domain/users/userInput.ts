/** Validation of the user form (spec section 5 "User form"), shared by setup and administration. */
import { z } from "zod";

export const REQUIRED_USER_FIELDS = "Todos los campos obligatorios deben estar completos";

const required = (max: number, tooLong: string) =>
  z.string(REQUIRED_USER_FIELDS).trim().min(1, REQUIRED_USER_FIELDS).max(max, tooLong);

export const userInputSchema = z.object({
  username: required(25, "El nombre de usuario no puede superar 25 caracteres").regex(
    /^\S+$/,
    "El nombre de usuario no puede contener espacios",
  ),
  password: z
    .string(REQUIRED_USER_FIELDS)
    .min(1, REQUIRED_USER_FIELDS)
    .min(6, "La contraseña debe tener al menos 6 caracteres")
    .max(100, "La contraseña no puede superar 100 caracteres"),
  email: required(100, "El correo electrónico no puede superar 100 caracteres").pipe(
    z.email("El correo electrónico no es válido"),
  ),
  rolId: z.coerce.number(REQUIRED_USER_FIELDS).int().min(1, REQUIRED_USER_FIELDS),
  activo: z.boolean().default(true),
});

export type UserInput = z.output<typeof userInputSchema>;

/** Failures of the user form that more than one operation raises. */
import { AppError, ValidationError } from "../errors.ts";
import { USERNAME_TAKEN_MESSAGE } from "../rules/user.ts";

export const usernameTaken = () => new AppError("USERNAME_TAKEN", 409, USERNAME_TAKEN_MESSAGE, "username");

/** The rol_id names no row of roles (the foreign key refused it). */
export const unknownRole = () => new ValidationError([{ path: ["rolId"], message: "El rol seleccionado no existe" }]);

export const userNotFound = () => new AppError("NOT_FOUND", 404, "Usuario no encontrado");

/** Failures of the user form that more than one operation raises. */
import { AppError, ValidationError } from "../errors.ts";

export const usernameTaken = () =>
  new AppError("USERNAME_TAKEN", 409, "Ya existe un usuario con ese nombre", "username");

/** The rol_id names no row of roles (the foreign key refused it). */
export const unknownRole = () => new ValidationError([{ path: ["rolId"], message: "El rol seleccionado no existe" }]);

export const userNotFound = () => new AppError("NOT_FOUND", 404, "Usuario no encontrado");

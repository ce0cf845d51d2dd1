import { AppError } from "../errors.ts";

export const personaNotFound = () => new AppError("NOT_FOUND", 404, "Persona no encontrada");

/** The person form shows it on the DNI field, without a toast (spec section 8). */
export const dniTaken = () => new AppError("DNI_TAKEN", 409, "Ya existe una persona con ese DNI", "dni");

/** Spec section 8: the client opens the 'Error al eliminar persona' dialog on STILL_LINKED. */
export const personaLinked = () =>
  new AppError(
    "STILL_LINKED",
    409,
    "No se puede eliminar la persona porque está vinculada a fichas registrales. Primero debe desvincularla de todas las fichas antes de poder eliminarla.",
  );

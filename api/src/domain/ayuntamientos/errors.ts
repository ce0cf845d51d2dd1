import { AppError } from "../errors.ts";

export const ayuntamientoNotFound = () => new AppError("NOT_FOUND", 404, "Ayuntamiento no encontrado");

export const cifTaken = () => new AppError("CIF_TAKEN", 409, "Ya existe un ayuntamiento con ese CIF", "cif");

/** Spec section 8: the client opens the 'Error al eliminar ayuntamiento' dialog on STILL_LINKED. */
export const ayuntamientoLinked = () =>
  new AppError(
    "STILL_LINKED",
    409,
    "No se puede eliminar el ayuntamiento porque está vinculado a fichas registrales. Primero debe desvincularlo de todas las fichas antes de poder eliminarlo.",
  );

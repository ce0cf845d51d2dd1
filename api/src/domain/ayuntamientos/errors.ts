import { AppError } from "../errors.ts";

export const ayuntamientoNotFound = () => new AppError("NOT_FOUND", 404, "Ayuntamiento no encontrado");

export const cifTaken = () => new AppError("CONFLICT", 409, "Ya existe un ayuntamiento con ese CIF", "cif");

/** Spec section 8: the client opens the 'Error al eliminar ayuntamiento' dialog on 'vinculado a fichas registrales'. */
export const ayuntamientoLinked = () =>
  new AppError(
    "CONFLICT",
    409,
    "No se puede eliminar el ayuntamiento porque está vinculado a fichas registrales. Primero debe desvincularlo de todas las fichas antes de poder eliminarlo.",
  );

/** The observation failures the server answers with, in the spec's Spanish. */
import { AppError } from "../errors.ts";

export const observacionNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró la observación");

/** The observation failures the server answers with, in the spec's Spanish. */
import { AppError } from "../errors.ts";
import { DOCUMENT_MISSING, DOCUMENT_TOO_LARGE, NOT_A_DOCUMENT } from "../rules/observacion.ts";

export const observacionNotFound = () => new AppError("NOT_FOUND", 404, "No se encontró la observación");
export const notADocument = () => new AppError("VALIDATION", 400, NOT_A_DOCUMENT, "document");
export const documentTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", 413, DOCUMENT_TOO_LARGE, "document");
export const documentMissing = () => new AppError("VALIDATION", 400, DOCUMENT_MISSING, "document");

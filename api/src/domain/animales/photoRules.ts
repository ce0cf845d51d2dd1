/** The photo rules of spec sections 5 and 9: images only, at most 5 MB. */
import { AppError } from "../errors.ts";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const notAnImage = () => new AppError("VALIDATION", 400, "Solo se permiten archivos de imagen", "photo");
export const photoTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", 413, "El archivo es demasiado grande. Máximo 5MB", "photo");
export const photoMissing = () => new AppError("VALIDATION", 400, "No se ha recibido ninguna fotografía", "photo");

/**
 * An uploaded file as the transports hand it over: its bytes are read only when the domain asks,
 * after the permission and existence checks, and `read` rejects with FileTooLargeError as soon as
 * more than `maxBytes` arrive, so an oversized upload is never held in memory nor stored. It
 * resolves null when the request carries no file.
 */
export type IncomingFile = { read(maxBytes: number): Promise<Uint8Array | null> };

/** The photo rules (domain/rules/photo.ts) as the errors the server answers with. */
import { AppError } from "../errors.ts";
import { NOT_AN_IMAGE, PHOTO_MISSING, PHOTO_TOO_LARGE } from "../rules/photo.ts";

export const notAnImage = () => new AppError("VALIDATION", 400, NOT_AN_IMAGE, "photo");
export const photoTooLarge = () => new AppError("PAYLOAD_TOO_LARGE", 413, PHOTO_TOO_LARGE, "photo");
export const photoMissing = () => new AppError("VALIDATION", 400, PHOTO_MISSING, "photo");

/**
 * An uploaded file as the transports hand it over: its bytes are read only when the domain asks,
 * after the permission and existence checks, and `read` rejects with FileTooLargeError as soon as
 * more than `maxBytes` arrive, so an oversized upload is never held in memory nor stored. It
 * resolves null when the request carries no file.
 */
export type IncomingFile = { read(maxBytes: number): Promise<Uint8Array | null> };

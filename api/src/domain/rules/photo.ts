/** The photo rules of spec sections 5 and 9: images only, at most 5 MB. */
import { acceptedTypes, type ImageUploadRule, MAX_IMAGE_PIXELS_TEXT } from "./upload.ts";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_UPLOAD: ImageUploadRule = {
  field: "photo",
  maxBytes: MAX_PHOTO_BYTES,
  /**
   * The image formats every current browser displays and the server can decode to make the copy
   * it shows and prints (BMP cannot be; no camera or phone makes one). SVG is left out on purpose:
   * it is a document that can carry scripts, and it has no magic bytes to recognise it by.
   */
  types: acceptedTypes("image/jpeg", "image/png", "image/gif", "image/webp", "image/avif"),
  notAccepted: "Solo se permiten archivos de imagen",
  tooLarge: "El archivo es demasiado grande. Máximo 5MB",
  missing: "No se ha recibido ninguna fotografía",
  tooManyPixels: `La imagen tiene demasiados píxeles. ${MAX_IMAGE_PIXELS_TEXT}`,
};

/**
 * The browser's check before any upload, on the type the file declares and its size; the server
 * checks the same limits again on the content itself.
 */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return PHOTO_UPLOAD.notAccepted;
  if (file.size > PHOTO_UPLOAD.maxBytes) return PHOTO_UPLOAD.tooLarge;
  return null;
}

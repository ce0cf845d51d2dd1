/** The photo rules of spec sections 5 and 9: images only, at most 5 MB. */
import { acceptedTypes, type UploadRule } from "./upload.ts";

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export const PHOTO_UPLOAD: UploadRule = {
  field: "photo",
  maxBytes: MAX_PHOTO_BYTES,
  /**
   * The image formats every current browser displays. SVG is left out on purpose: it is a document
   * that can carry scripts, and it has no magic bytes to recognise it by.
   */
  types: acceptedTypes("image/jpeg", "image/png", "image/gif", "image/webp", "image/avif", "image/bmp"),
  notAccepted: "Solo se permiten archivos de imagen",
  tooLarge: "El archivo es demasiado grande. Máximo 5MB",
  missing: "No se ha recibido ninguna fotografía",
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

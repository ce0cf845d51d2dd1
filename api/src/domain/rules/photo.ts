/** The photo rules of spec sections 5 and 9: images only, at most 5 MB. */

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/**
 * The image formats every current browser displays, with the extension a stored file gets. SVG
 * is left out on purpose: it is a document that can carry scripts, and it has no magic bytes to
 * recognise it by.
 */
export const PHOTO_TYPES: Readonly<Record<string, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/bmp": "bmp",
};

export const NOT_AN_IMAGE = "Solo se permiten archivos de imagen";
export const PHOTO_TOO_LARGE = "El archivo es demasiado grande. Máximo 5MB";
export const PHOTO_MISSING = "No se ha recibido ninguna fotografía";

/**
 * The browser's check before any upload, on the type the file declares and its size; the server
 * checks the same limits again on the content itself.
 */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith("image/")) return NOT_AN_IMAGE;
  if (file.size > MAX_PHOTO_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

/** Recognises an image by its content (magic bytes), never by its name or declared type. */
import { fileTypeFromBuffer } from "file-type";

/**
 * Formats every current browser displays. SVG is left out on purpose: it is a document that can
 * carry scripts, and it has no magic bytes to recognise it by.
 */
const DISPLAYABLE_IMAGES: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/bmp": "bmp",
};

export type DetectedImage = { mime: string; extension: string };

export async function detectImage(bytes: Uint8Array): Promise<DetectedImage | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && DISPLAYABLE_IMAGES[type.mime];
  return type && extension ? { mime: type.mime, extension } : null;
}

/** The content type to serve a stored file with, from the extension the server gave it. */
export function mimeForExtension(extension: string): string {
  const found = Object.entries(DISPLAYABLE_IMAGES).find(([, ext]) => ext === extension);
  if (found) return found[0];
  return extension === "pdf" ? "application/pdf" : "application/octet-stream";
}

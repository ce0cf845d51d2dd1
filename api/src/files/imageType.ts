/** Recognises an image by its content (magic bytes), never by its name or declared type. */
import { fileTypeFromBuffer } from "file-type";
import { PHOTO_TYPES } from "../domain/rules/photo.ts";

export type DetectedImage = { mime: string; extension: string };

export async function detectImage(bytes: Uint8Array): Promise<DetectedImage | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && PHOTO_TYPES[type.mime];
  return type && extension ? { mime: type.mime, extension } : null;
}

/** The content type to serve a stored file with, from the extension the server gave it. */
export function mimeForExtension(extension: string): string {
  const found = Object.entries(PHOTO_TYPES).find(([, ext]) => ext === extension);
  if (found) return found[0];
  return extension === "pdf" ? "application/pdf" : "application/octet-stream";
}

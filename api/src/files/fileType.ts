/** Recognises a file by its content (magic bytes), never by its name or declared type. */
import { fileTypeFromBuffer } from "file-type";

export type DetectedFile = { mime: string; extension: string };

/** The file's type when `types` (content type to extension) holds it, or null. */
export async function detectFileType(bytes: Uint8Array, types: Readonly<Record<string, string>>): Promise<DetectedFile | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && types[type.mime];
  return type && extension ? { mime: type.mime, extension } : null;
}

/** Recognises an observation's document by its content (magic bytes), never by its name or declared type. */
import { fileTypeFromBuffer } from "file-type";
import { DOCUMENT_TYPES } from "../domain/rules/observacion.ts";

export type DetectedDocument = { mime: string; extension: string };

export async function detectDocument(bytes: Uint8Array): Promise<DetectedDocument | null> {
  const type = await fileTypeFromBuffer(bytes);
  const extension = type && DOCUMENT_TYPES[type.mime];
  return type && extension ? { mime: type.mime, extension } : null;
}

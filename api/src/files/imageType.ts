/** Recognises the images a photo may be (rules/photo.ts) by their content. */
import { PHOTO_UPLOAD } from "../domain/rules/photo.ts";
import { FILE_EXTENSIONS } from "../domain/rules/upload.ts";
import { type DetectedFile, detectFileType } from "./fileType.ts";

/** The image's type when a photo may be of it, or null. */
export const detectImage = (bytes: Uint8Array): Promise<DetectedFile | null> => detectFileType(bytes, PHOTO_UPLOAD.types);

/** The content type to serve a stored file with, from the extension the server gave it. */
export function mimeForExtension(extension: string): string {
  const found = Object.entries(FILE_EXTENSIONS).find(([, ext]) => ext === extension);
  return found ? found[0] : "application/octet-stream";
}

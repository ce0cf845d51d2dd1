/** Recognises stored images by their content, and the type a stored file is served with. */
import { FILE_EXTENSIONS } from "../domain/rules/upload.ts";
import { type DetectedFile, detectFileType } from "./fileType.ts";

/** Every image type the app stores or has stored (a BMP photo from before display copies, too). */
const IMAGE_TYPES = Object.fromEntries(Object.entries(FILE_EXTENSIONS).filter(([mime]) => mime.startsWith("image/")));

/** The image's type, or null when it is none of those. */
export const detectImage = (bytes: Uint8Array): Promise<DetectedFile | null> => detectFileType(bytes, IMAGE_TYPES);

/** The content type to serve a stored file with, from the extension the server gave it. */
export function mimeForExtension(extension: string): string {
  const found = Object.entries(FILE_EXTENSIONS).find(([, ext]) => ext === extension);
  return found ? found[0] : "application/octet-stream";
}

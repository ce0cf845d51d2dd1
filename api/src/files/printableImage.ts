/**
 * Whether an image can go into a PDF: opened by pdfkit, the engine pdfmake prints with, exactly as
 * it will be when a document embeds it. Opening reads the headers only (no pixels are decoded), so
 * a truncated or forged PNG or JPEG is caught at upload instead of failing every later document.
 */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const PDFDocument = require("pdfkit") as typeof import("pdfkit");

export type ImageSize = { width: number; height: number };

/**
 * pdfkit's own first step of `image()` (undocumented in its types, stable in the pinned 0.19):
 * it parses the headers and stops, where `image()` would also embed, and so decode, the pixels.
 */
type OpensImages = { openImage(src: Buffer): ImageSize };

/** The image's size in pixels, or null when pdfkit cannot open it. */
export function printableImageSize(bytes: Uint8Array): ImageSize | null {
  try {
    // A Buffer, never a string: pdfkit reads a string as a file path.
    const image = (new PDFDocument({ autoFirstPage: false }) as unknown as OpensImages).openImage(Buffer.from(bytes));
    return image.width > 0 && image.height > 0 ? { width: image.width, height: image.height } : null;
  } catch {
    // pdfkit throws plain strings as well as Errors ('Invalid JPEG.'): any failure means "cannot print it".
    return null;
  }
}

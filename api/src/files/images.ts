/**
 * Image processing, with sharp (libvips): the pixel size from an image's header, and the reduced
 * copy that screens and documents show. sharp does its work on libuv's thread pool, so decoding
 * and resizing never block the event loop; every decode is also capped at MAX_IMAGE_PIXELS by
 * `limitInputPixels`, whatever the caller checked before.
 */
import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "../domain/rules/upload.ts";

// Each image is processed once: libvips' cache of recent operations would only hold memory.
sharp.cache(false);

export type ImageHeader = { width: number; height: number; hasAlpha: boolean };

/**
 * Width and height (upright, after the EXIF orientation) read from the header alone: no pixel is
 * decoded. Null when sharp cannot read a header.
 */
export async function readImageHeader(bytes: Uint8Array): Promise<ImageHeader | null> {
  try {
    const { autoOrient, hasAlpha } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width: autoOrient.width, height: autoOrient.height, hasAlpha };
  } catch {
    return null;
  }
}

export const pixelsOf = (header: ImageHeader) => header.width * header.height;

/** How a kind of image is copied for screens and documents. */
export type CopyFormat = {
  /** The long side's most pixels; smaller images keep their size. */
  maxSide: number;
  /** PNG for an image with transparency (a logo on a coloured page); otherwise JPEG on white. */
  keepTransparency: boolean;
};

export type ImageCopy = { bytes: Buffer; mime: "image/jpeg" | "image/png" };

/** JPEG quality of the copies: no visible loss at screen and print sizes, a fraction of the bytes. */
const JPEG_QUALITY = 82;

/**
 * The copy of an image that screens and PDFs use: turned upright by its EXIF orientation, at most
 * `maxSide` pixels on its long side, without metadata (camera, GPS position), in a format every
 * browser shows and pdfkit embeds (JPEG, or PNG when transparency is kept); the first frame of an
 * animation. Null when the image cannot be decoded (damaged, cut short, or over the pixel bound).
 */
export async function reducedCopy(bytes: Uint8Array, format: CopyFormat): Promise<ImageCopy | null> {
  try {
    // failOn "error": a stray warning (common in phones' JPEGs) is no reason to refuse a photo; a damaged or truncated image is.
    const image = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" })
      .autoOrient()
      .resize({ width: format.maxSide, height: format.maxSide, fit: "inside", withoutEnlargement: true });
    const png = format.keepTransparency && (await image.metadata()).hasAlpha;
    const encoded = png ? image.png({ compressionLevel: 9 }) : image.flatten({ background: "#ffffff" }).jpeg({ quality: JPEG_QUALITY });
    return { bytes: await encoded.toBuffer(), mime: png ? "image/png" : "image/jpeg" };
  } catch {
    return null;
  }
}

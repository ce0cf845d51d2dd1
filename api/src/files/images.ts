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

/** A drawn signature as the signed PDF lays it in, or why it cannot be one. */
export type RedrawnSignature = { png: Buffer } | { problem: "invalid" | "blank" };

/** Enough for a signature box at print resolution (some 250 × 80 points, at 300 dpi). */
const SIGNATURE_BOUNDS = { width: 1200, height: 600 };

/**
 * A drawn signature decoded by sharp and written again, before the PDF worker sees it: a damaged
 * PNG is refused here in bounded time (pdf-lib's own decoder loops on some, holding the worker),
 * an image without one visible stroke is blank (an empty pad), and what the worker embeds is a
 * small 8-bit RGBA PNG, cheap to decode. `maxPixels` bounds the decode as the header was checked.
 */
export async function redrawnSignature(bytes: Uint8Array, maxPixels: number): Promise<RedrawnSignature> {
  let decoded: { data: Buffer; info: sharp.OutputInfo };
  try {
    decoded = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
      .resize({ ...SIGNATURE_BOUNDS, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb")
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { problem: "invalid" };
  }
  const { data, info } = decoded;
  if (info.channels !== 4) return { problem: "invalid" };
  if (!hasStroke(data)) return { problem: "blank" };
  return {
    png: await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
      .png()
      .toBuffer(),
  };
}

/** Some pixel of the RGBA `pixels` can be seen: not fully transparent, and not white. */
function hasStroke(pixels: Buffer): boolean {
  for (let at = 0; at < pixels.length; at += 4) {
    if (pixels[at + 3]! > 0 && (pixels[at]! < 255 || pixels[at + 1]! < 255 || pixels[at + 2]! < 255)) return true;
  }
  return false;
}

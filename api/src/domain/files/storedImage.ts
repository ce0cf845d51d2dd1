/**
 * Photos and logos: the images the server decodes, to show and to print them. An upload is bounded
 * by its pixels, read from its header before anything decodes it; it is kept as it came (the
 * original, to download) with a reduced copy, its "display" variant, which every screen and
 * document uses. A file stored before copies existed gets its copy at its first use.
 */
import { detectFileType, type DetectedFile } from "../../files/fileType.ts";
import type { StoredFile } from "../../files/fileStore.ts";
import { type CopyFormat, type ImageCopy, pixelsOf, readImageHeader, reducedCopy } from "../../files/images.ts";
import { mimeForExtension } from "../../files/imageType.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { PHOTO_UPLOAD } from "../rules/photo.ts";
import { LOGO_UPLOAD } from "../rules/refugio.ts";
import { acceptedTypes, type ImageUploadRule, MAX_IMAGE_PIXELS } from "../rules/upload.ts";
import type { IncomingFile } from "./incomingFile.ts";
import { readUpload, uploadNotAccepted } from "./readUpload.ts";

export type ImageKind = "fotos" | "logos";

/**
 * The ficha shows its photo 160 px wide and a phone or a zoomed screen much more; the ficha PDF
 * prints it a third of a page wide: 2000 px a side is sharp everywhere and about 300 KB as JPEG.
 * A logo is printed about 2 cm wide in every document (250 px at 300 dpi): 800 px is plenty, and
 * keeps its transparency.
 */
const IMAGES: Record<ImageKind, { rule: ImageUploadRule; copy: CopyFormat }> = {
  fotos: { rule: PHOTO_UPLOAD, copy: { maxSide: 2000, keepTransparency: false } },
  logos: { rule: LOGO_UPLOAD, copy: { maxSide: 800, keepTransparency: true } },
};

const DISPLAY = "display";
const COPY_TYPES = acceptedTypes("image/jpeg", "image/png");

export const isImageKind = (kind: string): kind is ImageKind => Object.hasOwn(IMAGES, kind);

export type ImageUpload = DetectedFile & { bytes: Uint8Array; copy: ImageCopy };

/**
 * An image upload read under its kind's rule (readUpload), then bounded by the pixels its header
 * declares, then copied; an image that cannot be decoded is refused as not being one.
 */
export async function readImageUpload(file: IncomingFile | null | undefined, kind: ImageKind): Promise<ImageUpload> {
  const { rule, copy: format } = IMAGES[kind];
  const upload = await readUpload(file, rule);
  const header = await readImageHeader(upload.bytes);
  if (!header) throw uploadNotAccepted(rule);
  if (pixelsOf(header) > MAX_IMAGE_PIXELS) throw new AppError("VALIDATION", 400, rule.tooManyPixels, rule.field);
  const copy = await reducedCopy(upload.bytes, format);
  if (!copy) throw uploadNotAccepted(rule);
  return { ...upload, copy };
}

/** Stores the original under a generated name, with its copy; the row names the original's API path. */
export async function storeImage(deps: Deps, kind: ImageKind, image: ImageUpload): Promise<StoredFile> {
  const stored = await deps.files.save(kind, image.bytes, image.extension);
  try {
    await deps.files.saveVariant(stored.apiPath, DISPLAY, image.copy.bytes);
    return stored;
  } catch (error) {
    await deps.files.remove(stored.apiPath).catch(() => "missing");
    throw error;
  }
}

/**
 * What screens and documents show of a stored photo or logo: its copy, made now and kept when the
 * file was stored before copies existed. Such an older file that cannot be decoded (a BMP, a
 * damaged file) is shown as it was stored, as it was before copies; one over the pixel bound is
 * never decoded nor shown. Null when there is nothing to show.
 */
export async function displayCopyOf(deps: Deps, kind: ImageKind, apiPath: string): Promise<{ bytes: Buffer; mime: string } | null> {
  const kept = await deps.files.readVariant(apiPath, DISPLAY);
  if (kept) return { bytes: kept, mime: (await detectFileType(kept, COPY_TYPES))?.mime ?? "application/octet-stream" };
  const original = await deps.files.read(apiPath);
  if (!original) return null;
  const header = await readImageHeader(original);
  if (header && pixelsOf(header) > MAX_IMAGE_PIXELS) return null;
  const copy = header && (await reducedCopy(original, IMAGES[kind].copy));
  if (!copy) return { bytes: original, mime: mimeForExtension(apiPath.split(".").pop() ?? "") };
  await deps.files.saveVariant(apiPath, DISPLAY, copy.bytes);
  return copy;
}

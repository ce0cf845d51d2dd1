/**
 * Photos and logos: the images the server decodes, to show and to print them. An upload is bounded
 * by its pixels, read from its header before anything decodes it; it is kept as it came (the
 * original, to download) with a reduced copy, its "display" variant, which every screen and
 * document uses. A file stored before copies existed gets its copy at its first use.
 */
import type { DetectedFile } from "../../files/fileType.ts";
import { type FileClient, fileInfo, readFile, readVariant, saveFile, saveVariant, type StoredFile } from "../../files/fileStore.ts";
import { type CopyFormat, type ImageCopy, pixelsOf, readImageHeader, reducedCopy } from "../../files/images.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { PHOTO_UPLOAD } from "../rules/photo.ts";
import { LOGO_UPLOAD } from "../rules/refugio.ts";
import { type ImageUploadRule, MAX_IMAGE_PIXELS } from "../rules/upload.ts";
import type { IncomingFile } from "./incomingFile.ts";
import { bytesToServe, type ServableFile, storedToServe } from "./servableFile.ts";
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

/**
 * The public pages' copy of a photo (issue 29): a card is about 360 CSS pixels wide, twice that on a
 * phone's dense screen, so 720 px a side; a JPEG of some 50 KB instead of the display copy's 300 KB.
 */
const WEB = "web";
const WEB_COPY: CopyFormat = { maxSide: 720, keepTransparency: false };

export const isImageKind = (kind: string): kind is ImageKind => Object.hasOwn(IMAGES, kind);

/** `webCopy`: a photo's copy for the public pages, made with the display copy (null for a logo). */
export type ImageUpload = DetectedFile & { bytes: Uint8Array; copy: ImageCopy; webCopy: ImageCopy | null };

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
  return { ...upload, copy, webCopy: kind === "fotos" ? await reducedCopy(copy.bytes, WEB_COPY) : null };
}

/**
 * Keeps the original under a generated name with its copy, in the transaction that makes a record
 * name the original's API path (the returned one).
 */
export async function storeImage(tx: FileClient, kind: ImageKind, image: ImageUpload): Promise<StoredFile> {
  const stored = await saveFile(tx, kind, image);
  await saveVariant(tx, stored.apiPath, DISPLAY, image.copy);
  if (image.webCopy) await saveVariant(tx, stored.apiPath, WEB, image.webCopy);
  return stored;
}

/**
 * What screens and documents show of a stored photo or logo: its copy, made now and kept when the
 * file was stored before copies existed. Such an older file that cannot be decoded (a BMP, a
 * damaged file) is shown as it was stored, as it was before copies; one over the pixel bound is
 * never decoded nor shown. Null when there is nothing to show.
 */
export async function displayCopyOf(deps: Deps, kind: ImageKind, apiPath: string): Promise<{ bytes: Buffer; mime: string } | null> {
  const kept = await readVariant(deps.db, apiPath, DISPLAY);
  if (kept) return { bytes: kept.bytes, mime: kept.mime };
  const original = await readFile(deps.db, apiPath);
  if (!original) return null;
  const header = await readImageHeader(original.bytes);
  if (header && pixelsOf(header) > MAX_IMAGE_PIXELS) return null;
  const copy = header && (await reducedCopy(original.bytes, IMAGES[kind].copy));
  if (!copy) return { bytes: original.bytes, mime: original.mime };
  await saveVariant(deps.db, apiPath, DISPLAY, copy);
  return copy;
}

/**
 * The display copy to answer `GET /api/uploads/<kind>/<name>` with: a kept copy is described first
 * and read only if the browser's copy is not the same (ETag); an older file's copy is made as
 * `displayCopyOf` makes it.
 */
export async function servedDisplayCopy(deps: Deps, kind: ImageKind, apiPath: string): Promise<ServableFile | null> {
  const kept = await fileInfo(deps.db, apiPath, DISPLAY);
  if (kept) return storedToServe(kept, async () => (await readVariant(deps.db, apiPath, DISPLAY))?.bytes);
  const shown = await displayCopyOf(deps, kind, apiPath);
  return shown && bytesToServe(shown.bytes, shown.mime, { etag: true });
}

/**
 * The web-size copy of a stored photo, kept beside it (removed with the file): made at the upload,
 * or from the display copy the first time it is asked for when the photo was stored before such
 * copies existed. Each photo is resized once.
 */
export async function servedWebCopy(deps: Deps, apiPath: string): Promise<ServableFile | null> {
  const kept = await fileInfo(deps.db, apiPath, WEB);
  if (kept) return storedToServe(kept, async () => (await readVariant(deps.db, apiPath, WEB))?.bytes);
  const display = await displayCopyOf(deps, "fotos", apiPath);
  const copy = display && (await reducedCopy(display.bytes, WEB_COPY));
  if (!copy) return null;
  await saveVariant(deps.db, apiPath, WEB, copy);
  return bytesToServe(copy.bytes, copy.mime, { etag: true });
}

/**
 * What an upload takes: the ficha's photo (rules/photo.ts), an observation's document
 * (rules/observacion.ts) and the shelter's logo (rules/refugio.ts). The server reads every upload
 * through `readUpload` (domain/files/readUpload.ts), which refuses it with the rule's Spanish; the
 * browser checks the declared type and size before sending (`photoProblem`, `declaredFileProblem`).
 */
export type UploadRule = {
  /** The input the refusals name: the multipart field and the GraphQL argument. */
  field: string;
  maxBytes: number;
  /** The content types taken, recognised by their magic bytes, with the extension a stored file gets. */
  types: Readonly<Record<string, string>>;
  /** A file whose content is of another type. */
  notAccepted: string;
  /** A file over `maxBytes`. */
  tooLarge: string;
  /** No file, or an empty one. */
  missing: string;
};

/**
 * The most pixels an uploaded image may have (about 8200 × 6100; a phone takes 12 to 48
 * megapixels). Photos and logos are decoded to make the copy that is shown and printed, and a
 * decoded pixel takes 3 or 4 bytes whatever the file's size: a 380 KB PNG can declare
 * 10000 × 10000 pixels. The header is read first and a larger image refused before any decoding.
 */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** An upload the server decodes (a photo, a logo): also refused, with `tooManyPixels`, above MAX_IMAGE_PIXELS. */
export type ImageUploadRule = UploadRule & { tooManyPixels: string };

/** 'Máximo 50 megapíxeles', the end of every image rule's `tooManyPixels`. */
export const MAX_IMAGE_PIXELS_TEXT = `Máximo ${MAX_IMAGE_PIXELS / 1_000_000} megapíxeles`;

/** Every content type an upload may be, with the extension its stored file gets (and is served by). */
export const FILE_EXTENSIONS = {
  "application/pdf": "pdf",
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/bmp": "bmp",
} as const;

export type UploadType = keyof typeof FILE_EXTENSIONS;

/** An upload rule's `types`: the content types given, each with its extension. */
export const acceptedTypes = (...types: UploadType[]): Readonly<Record<string, string>> =>
  Object.fromEntries(types.map((type) => [type, FILE_EXTENSIONS[type]]));

/** The browser's check before an upload, on the type the file declares and its size; the server checks the content again. */
export function declaredFileProblem(rule: UploadRule, file: { type: string; size: number }): string | null {
  if (file.size === 0) return rule.missing;
  if (!(file.type in rule.types)) return rule.notAccepted;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

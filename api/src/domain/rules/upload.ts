/**
 * What an upload takes: the ficha's photo (rules/photo.ts), an observation's document
 * (rules/observacion.ts) and the shelter's logo (rules/refugio.ts). The server reads every upload
 * through `readUpload` (domain/files/readUpload.ts), which refuses it with the rule's Spanish; the
 * browser checks the declared type and size before sending (`photoProblem`, `documentProblem`,
 * `logoProblem`).
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

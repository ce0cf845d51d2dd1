/** Stored uploads are served to logged-in users only (DESIGN "Files and configuration"). */
import type { Readable } from "node:stream";
import { mimeForExtension } from "../../files/imageType.ts";
import { UPLOADS_API_PREFIX } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { requireLoggedIn } from "../policies.ts";
import { displayCopyOf, isImageKind } from "./storedImage.ts";

/** A file to answer with: its type, its size and its bytes (a stream is opened only by `body()`). */
export type ServableFile = { mime: string; size: number; body(): Readable | Buffer };

export const bytesToServe = (bytes: Buffer, mime: string): ServableFile => ({ mime, size: bytes.byteLength, body: () => bytes });

/** `GET /api/uploads/<kind>/<name>`: a photo or a logo is its display copy (storedImage.ts); a document is sent as stored. */
export async function readStoredFile(deps: Deps, actor: Actor, input: { kind: string; name: string }): Promise<ServableFile> {
  requireLoggedIn(actor);
  const apiPath = `${UPLOADS_API_PREFIX}/${input.kind}/${input.name}`;
  if (isImageKind(input.kind)) {
    const shown = await displayCopyOf(deps, input.kind, apiPath);
    if (!shown) throw notFound("Archivo");
    return bytesToServe(shown.bytes, shown.mime);
  }
  const file = await deps.files.open(apiPath);
  if (!file) throw notFound("Archivo");
  return { mime: mimeForExtension(input.name.split(".").pop() ?? ""), size: file.size, body: file.stream };
}

/** Stored uploads are served to logged-in users only (DESIGN "Files and configuration"). */
import { fileInfo, locate, readFile, UPLOADS_API_PREFIX } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { requireLoggedIn } from "../policies.ts";
import { type ServableFile, storedToServe } from "./servableFile.ts";
import { isImageKind, servedDisplayCopy } from "./storedImage.ts";

/** A stored file (an original or a document) to serve as it was stored, or null when it is not there. */
export async function storedFileToServe(deps: Deps, apiPath: string): Promise<ServableFile | null> {
  const info = await fileInfo(deps.db, apiPath);
  return info && storedToServe(info, async () => (await readFile(deps.db, apiPath))?.bytes);
}

/** `GET /api/uploads/<kind>/<name>`: a photo or a logo is its display copy (storedImage.ts); a document is sent as stored. */
export async function readStoredFile(deps: Deps, actor: Actor, input: { kind: string; name: string }): Promise<ServableFile> {
  requireLoggedIn(actor);
  const apiPath = `${UPLOADS_API_PREFIX}/${input.kind}/${input.name}`;
  if (!locate(apiPath)) throw notFound("Archivo");
  const file = isImageKind(input.kind) ? await servedDisplayCopy(deps, input.kind, apiPath) : await storedFileToServe(deps, apiPath);
  if (!file) throw notFound("Archivo");
  return file;
}

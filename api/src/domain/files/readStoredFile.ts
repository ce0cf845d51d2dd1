/** Stored uploads are served to logged-in users only (DESIGN "Files and configuration"). */
import { mimeForExtension } from "../../files/imageType.ts";
import { UPLOADS_API_PREFIX } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { requireLoggedIn } from "../policies.ts";

export type ServableFile = { absolutePath: string; mime: string; size: number };

export async function readStoredFile(deps: Deps, actor: Actor, input: { kind: string; name: string }): Promise<ServableFile> {
  requireLoggedIn(actor);
  const file = deps.files.locate(`${UPLOADS_API_PREFIX}/${input.kind}/${input.name}`);
  const size = file && (await deps.files.sizeOf(file));
  if (!file || size === null) throw notFound("Archivo");
  return { absolutePath: file.absolutePath, mime: mimeForExtension(file.name.split(".").pop() ?? ""), size };
}

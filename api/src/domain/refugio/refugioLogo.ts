/**
 * The shelter's logo: an optional PNG or JPEG (domain/rules/refugio.ts), recognised by its content
 * and bounded by its pixels like the animals' photos, and stored under a generated name with the
 * reduced copy that screens and documents show (files/storedImage.ts), in the transaction that
 * makes the row name it by its API path; a replaced or removed file goes in that transaction too.
 */
import type { Actor } from "../actor.ts";
import type { IncomingFile } from "../files/incomingFile.ts";
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { UPLOAD_TRANSACTION, locate, removeFiles } from "../../files/fileStore.ts";
import { readStoredFile } from "../files/readStoredFile.ts";
import type { ServableFile } from "../files/servableFile.ts";
import { displayCopyOf, readImageUpload, storeImage } from "../files/storedImage.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { type LoggedIn, requireAdmin, requireLoggedIn } from "../policies.ts";
import { lockRefugio, REFUGIO_ID, refugioActivity } from "./refugio.ts";
import { loadShelterIdentity, type ShelterIdentity } from "./shelterIdentity.ts";

export async function uploadRefugioLogo(deps: Deps, actor: Actor, input: { logo: IncomingFile | null | undefined }): Promise<ShelterIdentity> {
  const admin = requireAdmin(actor);
  const image = await readImageUpload(input.logo, "logos");

  return replaceLogo(deps, admin, async (tx) => (await storeImage(tx, "logos", image)).apiPath, "Nuevo logotipo en los datos del refugio");
}

/** Removing a logo that is not there changes and records nothing. */
export async function deleteRefugioLogo(deps: Deps, actor: Actor): Promise<ShelterIdentity> {
  const admin = requireAdmin(actor);
  return replaceLogo(deps, admin, null, "Eliminado el logotipo de los datos del refugio");
}

/** Names the logo `store` keeps (null: none) and deletes the one named before, in one transaction. */
async function replaceLogo(deps: Deps, admin: LoggedIn, store: ((tx: Tx) => Promise<string>) | null, descripcion: string): Promise<ShelterIdentity> {
  await changeWithActivity(
    deps,
    admin,
    async (tx) => {
      const before = await lockRefugio(tx);
      if (!before.logo && !store) return { changed: false };
      const logo = store && (await store(tx));
      await tx.refugio.update({ where: { id: REFUGIO_ID }, data: { logo } });
      await removeFiles(tx, [before.logo]);
      return { changed: true };
    },
    (result) => (result.changed ? refugioActivity(descripcion) : null),
    UPLOAD_TRANSACTION,
  );
  return loadShelterIdentity(deps.db);
}

/**
 * The logo's reduced copy for a document's header, or null when the shelter has none or its file
 * is gone: a document is then printed without it.
 */
export async function readShelterLogo(deps: Deps, identity: ShelterIdentity): Promise<Buffer | null> {
  return identity.logo ? ((await displayCopyOf(deps, "logos", identity.logo))?.bytes ?? null) : null;
}

/** `GET /api/refugio/logo`: the current logo, to logged-in users only. */
export async function refugioLogoFile(deps: Deps, actor: Actor): Promise<ServableFile> {
  requireLoggedIn(actor);
  const { logo } = await loadShelterIdentity(deps.db);
  const file = logo ? locate(logo) : null;
  if (!file) throw notFound("Logotipo");
  return readStoredFile(deps, actor, { kind: file.kind, name: file.name });
}

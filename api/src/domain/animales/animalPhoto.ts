/**
 * The ficha's photo (spec sections 4 "New animal" and 5 "Photo"). The content is checked by its
 * magic bytes and its pixels (files/storedImage.ts) and stored under a generated name with the
 * reduced copy that the photo's path shows, in the transaction that points the animal row at it
 * and raises its `fotoVersion` (clients never show a stale copy); the replaced or removed file
 * goes in that same transaction. The original downloads as it came.
 */
import type { Animal } from "../../db/generated/prisma/client.ts";
import { UPLOAD_TRANSACTION, fileInfo, readFile, removeFiles } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { filenameSlug } from "../files/filenameSlug.ts";
import type { IncomingFile } from "../files/incomingFile.ts";
import { type ServableFile, storedToServe } from "../files/servableFile.ts";
import { readImageUpload, storeImage } from "../files/storedImage.ts";
import { changeWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { type LoggedIn, requireLoggedIn } from "../policies.ts";
import { animalNotFound, findAnimalOrThrow } from "./animalRecord.ts";

export async function uploadAnimalPhoto(deps: Deps, actor: Actor, input: { id: unknown; photo: IncomingFile | null | undefined }): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  await findAnimalOrThrow(deps, id);
  const image = await readImageUpload(input.photo, "fotos");

  return replacePhoto(
    deps,
    user,
    id,
    async (tx) => (await storeImage(tx, "fotos", image)).apiPath,
    (animal) => `Nueva fotografía en la ficha registral ${describe(animal)}`,
  );
}

export async function removeAnimalPhoto(deps: Deps, actor: Actor, input: { id: unknown }): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  return replacePhoto(deps, user, id, null, (animal) => `Eliminada la fotografía de la ficha registral ${describe(animal)}`);
}

const photoNotFound = () => new AppError("NOT_FOUND", 404, "Fotografía no encontrada");

/** The path that downloads the photo as it was uploaded; the version keeps a replaced one out of caches. */
export const photoOriginalUrlOf = (animal: Pick<Animal, "id" | "fotografia" | "fotoVersion">) =>
  animal.fotografia ? `/api/animales/${animal.id}/photo/original?v=${animal.fotoVersion}` : null;

/** `GET /api/animales/{id}/photo/original`: the photo exactly as it was uploaded, named after the ficha ('foto-2026-044.jpg'). */
export async function animalPhotoOriginal(deps: Deps, actor: Actor, input: { id: unknown }): Promise<ServableFile & { filename: string }> {
  requireLoggedIn(actor);
  const animal = await findAnimalOrThrow(deps, parseRecordId(input.id));
  const info = animal.fotografia ? await fileInfo(deps.db, animal.fotografia) : null;
  if (!animal.fotografia || !info) throw photoNotFound();
  const apiPath = animal.fotografia;
  const extension = apiPath.split(".").pop() ?? "";
  const slug = filenameSlug(animal.registro);
  return {
    ...storedToServe(info, async () => (await readFile(deps.db, apiPath))?.bytes, photoNotFound),
    filename: `foto${slug ? `-${slug}` : ""}.${extension}`,
  };
}

const describe = (animal: Animal) => `${animal.registro} (${animal.nombre})`;

/**
 * Points the animal at the photo `store` keeps (null: no photo) with its activity record, and
 * deletes the file it named before, all in one transaction. Removing a photo that is not there
 * changes and records nothing.
 */
async function replacePhoto(
  deps: Deps,
  user: LoggedIn,
  id: number,
  store: ((tx: Tx) => Promise<string>) | null,
  descripcion: (animal: Animal) => string,
): Promise<Animal> {
  const { animal } = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      // Locks the row, so two uploads at once cannot both miss the file the other replaced.
      const locked = await tx.$queryRaw<{ fotografia: string | null }[]>`SELECT fotografia FROM animales WHERE id = ${id} FOR UPDATE`;
      const before = locked[0];
      if (!before) throw animalNotFound();
      if (!before.fotografia && !store) return { animal: await tx.animal.findUniqueOrThrow({ where: { id } }), changed: false };
      const fotografia = store && (await store(tx));
      const after = await tx.animal.update({ where: { id }, data: { fotografia, fotoVersion: { increment: 1 } } });
      await removeFiles(tx, [before.fotografia]);
      return { animal: after, changed: true };
    },
    (result) => (result.changed ? { tabla: "animales", accion: "modificar", descripcion: descripcion(result.animal), registroId: id } : null),
    UPLOAD_TRANSACTION,
  );
  return animal;
}

/**
 * The ficha's photo (spec sections 4 "New animal" and 5 "Photo"). The content is checked by its
 * magic bytes and its pixels (files/storedImage.ts) and stored under a generated name with the
 * reduced copy that the photo's path shows; the animal row then points at it and its
 * `fotoVersion` goes up, so clients never show a stale copy. A replaced or removed file is
 * deleted only after the row no longer names it. The original downloads as it came.
 */
import type { Animal } from "../../db/generated/prisma/client.ts";
import { mimeForExtension } from "../../files/imageType.ts";
import type { Actor } from "../actor.ts";
import { isMissingRecord } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { AppError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { filenameSlug } from "../files/filenameSlug.ts";
import type { IncomingFile } from "../files/incomingFile.ts";
import type { ServableFile } from "../files/readStoredFile.ts";
import { readImageUpload, storeImage } from "../files/storedImage.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { type LoggedIn, requireLoggedIn } from "../policies.ts";
import { animalNotFound, findAnimalOrThrow } from "./animalRecord.ts";

export async function uploadAnimalPhoto(deps: Deps, actor: Actor, input: { id: unknown; photo: IncomingFile | null | undefined }): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  await findAnimalOrThrow(deps, id);
  const image = await readImageUpload(input.photo, "fotos");

  const stored = await storeImage(deps, "fotos", image);
  try {
    return await replacePhoto(deps, user, id, stored.apiPath, (animal) => `Nueva fotografía en la ficha registral ${describe(animal)}`);
  } catch (error) {
    // The row never pointed at the new file: do not leave it behind.
    await deps.files.remove(stored.apiPath).catch(() => "missing");
    if (isMissingRecord(error)) throw animalNotFound();
    throw error;
  }
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
  const file = animal.fotografia ? await deps.files.open(animal.fotografia) : null;
  if (!animal.fotografia || !file) throw photoNotFound();
  const extension = animal.fotografia.split(".").pop() ?? "";
  const slug = filenameSlug(animal.registro);
  return { mime: mimeForExtension(extension), size: file.size, body: file.stream, filename: `foto${slug ? `-${slug}` : ""}.${extension}` };
}

const describe = (animal: Animal) => `${animal.registro} (${animal.nombre})`;

/**
 * Points the animal at `fotografia` (null: no photo) with its activity record, then deletes the
 * file it named before. Removing a photo that is not there changes and records nothing.
 */
async function replacePhoto(deps: Deps, user: LoggedIn, id: number, fotografia: string | null, descripcion: (animal: Animal) => string): Promise<Animal> {
  const { previous, animal } = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      const before = await tx.animal.findUnique({ where: { id }, select: { fotografia: true } });
      if (!before) throw animalNotFound();
      if (!before.fotografia && !fotografia) return { previous: null, animal: await tx.animal.findUniqueOrThrow({ where: { id } }), changed: false };
      const after = await tx.animal.update({ where: { id }, data: { fotografia, fotoVersion: { increment: 1 } } });
      return { previous: before.fotografia, animal: after, changed: true };
    },
    (result) => (result.changed ? { tabla: "animales", accion: "modificar", descripcion: descripcion(result.animal), registroId: id } : null),
  );
  if (previous) await deps.files.remove(previous).catch(() => "missing");
  return animal;
}

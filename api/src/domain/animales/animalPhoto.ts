/**
 * The ficha's photo (spec sections 4 "New animal" and 5 "Photo"). The content is checked by its
 * magic bytes and stored under a generated name; the animal row then points at it and its
 * `fotoVersion` goes up, so clients never show a stale copy. A replaced or removed file is
 * deleted only after the row no longer names it.
 */
import type { Animal } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { isMissingRecord } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { readUpload } from "../files/readUpload.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { type LoggedIn, requireLoggedIn } from "../policies.ts";
import { PHOTO_UPLOAD } from "../rules/photo.ts";
import { animalNotFound, findAnimalOrThrow } from "./animalRecord.ts";
import type { IncomingFile } from "../files/incomingFile.ts";

export async function uploadAnimalPhoto(
  deps: Deps,
  actor: Actor,
  input: { id: unknown; photo: IncomingFile | null | undefined },
): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  await findAnimalOrThrow(deps, id);
  const { bytes, extension } = await readUpload(input.photo, PHOTO_UPLOAD);

  const stored = await deps.files.save("fotos", bytes, extension);
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

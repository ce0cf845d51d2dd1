/**
 * The ficha's photo (spec sections 4 "New animal" and 5 "Photo"). The content is checked by its
 * magic bytes and stored under a generated name; the animal row then points at it and its
 * `fotoVersion` goes up, so clients never show a stale copy. A replaced or removed file is
 * deleted only after the row no longer names it.
 */
import { detectImage } from "../../files/imageType.ts";
import { FileTooLargeError } from "../../files/readCapped.ts";
import type { Animal } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { isMissingRecord } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { MAX_PHOTO_BYTES } from "../rules/photo.ts";
import { animalNotFound, findAnimalOrThrow, parseAnimalId } from "./animalRecord.ts";
import { type IncomingFile, notAnImage, photoMissing, photoTooLarge } from "./photoRules.ts";

const photoActivity = (descripcion: string, registroId: number) => ({ tabla: "animales", accion: "modificar", descripcion, registroId });

export async function uploadAnimalPhoto(
  deps: Deps,
  actor: Actor,
  input: { id: unknown; photo: IncomingFile | null | undefined },
): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseAnimalId(input.id);
  await findAnimalOrThrow(deps, id);
  const bytes = await input.photo?.read(MAX_PHOTO_BYTES).catch((error: unknown) => {
    throw error instanceof FileTooLargeError ? photoTooLarge() : error;
  });
  if (!bytes) throw photoMissing();
  if (bytes.byteLength > MAX_PHOTO_BYTES) throw photoTooLarge();
  const image = await detectImage(bytes);
  if (!image) throw notAnImage();

  const stored = await deps.files.save("fotos", bytes, image.extension);
  try {
    const { previous, animal } = await changeWithActivity(
      deps,
      user,
      async (tx) => {
        const before = await tx.animal.findUnique({ where: { id }, select: { fotografia: true } });
        if (!before) throw animalNotFound();
        const after = await tx.animal.update({ where: { id }, data: { fotografia: stored.apiPath, fotoVersion: { increment: 1 } } });
        return { previous: before.fotografia, animal: after };
      },
      ({ animal }) => photoActivity(`Nueva fotografía en la ficha registral ${animal.registro} (${animal.nombre})`, id),
    );
    if (previous) await deps.files.remove(previous).catch(() => "missing");
    return animal;
  } catch (error) {
    // The row never pointed at the new file: do not leave it behind.
    await deps.files.remove(stored.apiPath).catch(() => "missing");
    if (isMissingRecord(error)) throw animalNotFound();
    throw error;
  }
}

export async function removeAnimalPhoto(deps: Deps, actor: Actor, input: { id: unknown }): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseAnimalId(input.id);
  const { previous, animal } = await changeWithActivity(
    deps,
    user,
    async (tx) => {
      const before = await tx.animal.findUnique({ where: { id }, select: { fotografia: true } });
      if (!before) throw animalNotFound();
      if (!before.fotografia) return { previous: null, animal: await tx.animal.findUniqueOrThrow({ where: { id } }) };
      const after = await tx.animal.update({ where: { id }, data: { fotografia: null, fotoVersion: { increment: 1 } } });
      return { previous: before.fotografia, animal: after };
    },
    // Nothing to remove, nothing to record.
    ({ previous, animal }) => (previous ? photoActivity(`Eliminada la fotografía de la ficha registral ${animal.registro} (${animal.nombre})`, id) : null),
  );
  if (previous) await deps.files.remove(previous).catch(() => "missing");
  return animal;
}

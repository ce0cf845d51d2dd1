/** Creating and updating the animal data of a ficha (spec sections 4 "New animal" and 5 "Animal save"). */
import type { Animal } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import { answerConstraints } from "../dbErrors.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { ageOn } from "../rules/adopcion.ts";
import { type AnimalInput, animalInputSchema, BIRTH_IN_FUTURE, STERILISATION_IN_FUTURE } from "../rules/animal.ts";
import { AppError } from "../errors.ts";
import { shelterToday } from "../entradasSalidas/entradaSalidaRecord.ts";
import { dateOfDay } from "../rules/shelterClock.ts";
import { animalNotFound, findAnimalOrThrow } from "./animalRecord.ts";
import { assertLookupsExist } from "./lookupsExist.ts";
import { assertMicrochipFree, refusingTakenMicrochip } from "./microchipUnique.ts";

/**
 * The columns a save writes. With a birth date the age is computed from it (the form shows years
 * and months read-only); days left out of the input are left as stored.
 */
function animalRow(deps: Deps, data: AnimalInput) {
  const today = shelterToday(deps);
  const { fechaNacimiento, fechaEsterilizacion, ...fields } = data;
  if (fechaNacimiento && fechaNacimiento > today) throw new AppError("VALIDATION", 400, BIRTH_IN_FUTURE, "fechaNacimiento");
  if (fechaEsterilizacion && fechaEsterilizacion > today) throw new AppError("VALIDATION", 400, STERILISATION_IN_FUTURE, "fechaEsterilizacion");
  const storedDay = (day: string | null | undefined) => (day === undefined ? undefined : day && dateOfDay(day));
  return {
    ...fields,
    ...(fechaNacimiento ? ageOn(fechaNacimiento, today) : {}),
    fechaNacimiento: storedDay(fechaNacimiento),
    fechaEsterilizacion: storedDay(fechaEsterilizacion),
  };
}

const describe = (animal: Pick<Animal, "registro" | "nombre">) => `${animal.registro} (${animal.nombre})`;
const activity = (accion: string, descripcion: string, registroId: number) => ({ tabla: "animales", accion, descripcion, registroId });

/**
 * A new animal. Its photo is never part of this call: it is uploaded afterwards to the animal's
 * own photo endpoint, which is the only writer of `fotografia`.
 */
export async function createAnimal(deps: Deps, actor: Actor, input: unknown): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const data = animalRow(deps, parseInput(animalInputSchema, input));
  await assertLookupsExist(deps, data);
  await assertMicrochipFree(deps.db, data.identificacion, null);
  return refusingTakenMicrochip(deps.db, data.identificacion, null, () =>
    changeWithActivity(
      deps,
      user,
      (tx) => tx.animal.create({ data }),
      (animal) => activity("crear", `Creada la ficha registral ${describe(animal)}`, animal.id),
    ),
  );
}

/** Replaces the animal data of an existing ficha; the photo is left as it is. */
export async function updateAnimal(deps: Deps, actor: Actor, input: { id: unknown } & Record<string, unknown>): Promise<Animal> {
  const user = requireLoggedIn(actor);
  const id = parseRecordId(input.id);
  const data = animalRow(deps, parseInput(animalInputSchema, input));
  await findAnimalOrThrow(deps, id);
  await assertLookupsExist(deps, data);
  await assertMicrochipFree(deps.db, data.identificacion, id);
  // `missing`: deleted by someone else between the check and the write.
  return refusingTakenMicrochip(deps.db, data.identificacion, id, () =>
    changeWithActivity(
      deps,
      user,
      (tx) => answerConstraints(() => tx.animal.update({ where: { id }, data }), { missing: animalNotFound }),
      (animal) => activity("modificar", `Modificada la ficha registral ${describe(animal)}`, animal.id),
    ),
  );
}

/** Looking up one animal, shared by every animal operation. */
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";

export const animalNotFound = () => notFound("Animal");

export async function findAnimalOrThrow(deps: Pick<Deps, "db">, id: number) {
  const animal = await deps.db.animal.findUnique({ where: { id } });
  if (!animal) throw animalNotFound();
  return animal;
}

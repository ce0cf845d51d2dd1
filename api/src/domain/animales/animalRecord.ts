/** Looking up one animal, shared by every animal operation. */
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { parseRecordId } from "../ids.ts";

export const animalNotFound = () => notFound("Animal");

/** The numeric id of an animal from untrusted input (the one id parser: malformed is INVALID_ID). */
export const parseAnimalId = (value: unknown): number => parseRecordId(value);

export async function findAnimalOrThrow(deps: Pick<Deps, "db">, id: number) {
  const animal = await deps.db.animal.findUnique({ where: { id } });
  if (!animal) throw animalNotFound();
  return animal;
}

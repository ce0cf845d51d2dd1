/** Looking up one animal, shared by every animal operation. */
import type { Deps } from "../deps.ts";
import { notFound } from "../errors.ts";
import { animalIdSchema } from "./animalInput.ts";

export const animalNotFound = () => notFound("Animal");

/** The numeric id of an animal from untrusted input; a malformed id names no animal (404). */
export function parseAnimalId(value: unknown): number {
  const parsed = animalIdSchema.safeParse(value);
  if (!parsed.success) throw animalNotFound();
  return parsed.data;
}

export async function findAnimalOrThrow(deps: Pick<Deps, "db">, id: number) {
  const animal = await deps.db.animal.findUnique({ where: { id } });
  if (!animal) throw animalNotFound();
  return animal;
}

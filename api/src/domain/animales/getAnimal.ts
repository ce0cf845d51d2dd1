import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { animalIdSchema } from "./animalInput.ts";
import { animalNotFound, parseAnimalId } from "./animalRecord.ts";
import { withLookups } from "./searchAnimals.ts";

type AnimalSelection = { include?: Prisma.AnimalInclude; select?: Prisma.AnimalSelect };

/** One animal, or null when no animal has that id (GraphQL's nullable lookup). */
export async function findAnimal(deps: Deps, actor: Actor, input: { id: unknown }, query: AnimalSelection = {}) {
  requireLoggedIn(actor);
  const selection = { ...query };
  const id = animalIdSchema.safeParse(input.id);
  if (!id.success) return null;
  return deps.db.animal.findUnique({ ...selection, where: { id: id.data } });
}

/** One animal with its lookup rows (kept in memory); 404 when it does not exist (REST). */
export async function getAnimal(deps: Deps, actor: Actor, input: { id: unknown }) {
  requireLoggedIn(actor);
  const animal = await deps.db.animal.findUnique({ where: { id: parseAnimalId(input.id) } });
  if (!animal) throw animalNotFound();
  return withLookups(deps, animal);
}

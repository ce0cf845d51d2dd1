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
  // One statement for the ficha: its E/S with their people and town hall are joined, not read
  // relation by relation (Prisma's default strategy sends a statement per relation).
  return deps.db.animal.findUnique({ ...selection, where: { id: id.data }, relationLoadStrategy: "join" });
}

/** One animal with its lookup rows (kept in memory); 404 when it does not exist (REST). */
export async function getAnimal(deps: Deps, actor: Actor, input: { id: unknown }) {
  requireLoggedIn(actor);
  const animal = await deps.db.animal.findUnique({ where: { id: parseAnimalId(input.id) } });
  if (!animal) throw animalNotFound();
  return withLookups(deps, animal);
}

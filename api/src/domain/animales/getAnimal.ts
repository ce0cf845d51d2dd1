import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseRecordId } from "../ids.ts";
import { animalNotFound } from "./animalRecord.ts";
import { withLookups } from "./searchAnimals.ts";

type AnimalSelection = { include?: Prisma.AnimalInclude; select?: Prisma.AnimalSelect };

/** One animal, or null when no animal has that id (GraphQL's nullable lookup); a malformed id is INVALID_ID. */
export async function findAnimal(deps: Deps, actor: Actor, input: { id: unknown }, query: AnimalSelection = {}) {
  requireLoggedIn(actor);
  const selection = { ...query };
  const id = parseRecordId(input.id);
  // One statement for the ficha: its E/S with their people and town hall are joined, not read
  // relation by relation (Prisma's default strategy sends a statement per relation).
  return deps.db.animal.findUnique({ ...selection, where: { id }, relationLoadStrategy: "join" });
}

/** One animal with its lookup rows (kept in memory); 404 when it does not exist (REST). */
export async function getAnimal(deps: Deps, actor: Actor, input: { id: unknown }) {
  requireLoggedIn(actor);
  const animal = await deps.db.animal.findUnique({ where: { id: parseRecordId(input.id) } });
  if (!animal) throw animalNotFound();
  return withLookups(deps, animal);
}

import type { GraphQLContext } from "../context.ts";
import { nodePayload } from "../payloads.ts";
import { Animal } from "../types/Animal.ts";

/** `<Verb>AnimalPayload { animal }`: what an update of the animal answers. */
export const animalPayload = (name: string, description: string) =>
  nodePayload(name, "animal", Animal, { payload: description, node: "El animal, con sus datos nuevos." });

/**
 * The `animal` field of a payload that added or removed one of its E/S: read again, so the
 * ficha's E/S count follows (`animal: t.field(animalWithNewStayCount)`).
 */
export const animalWithNewStayCount = {
  type: Animal,
  description: "El animal, con su número de E/S ya actualizado.",
  resolve: (changed: { animalId: number }, _args: object, ctx: GraphQLContext) => ctx.deps.db.animal.findUniqueOrThrow({ where: { id: changed.animalId } }),
};

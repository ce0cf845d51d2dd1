import type { Animal as AnimalRow } from "../../db/generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";

/** `<Verb>AnimalPayload { animal }`: what an update of the animal answers. */
export const animalPayload = (name: string, description: string) =>
  builder.objectRef<{ animal: AnimalRow }>(name).implement({
    description,
    fields: (t) => ({ animal: t.field({ type: Animal, description: "El animal, con sus datos nuevos.", resolve: ({ animal }) => animal }) }),
  });

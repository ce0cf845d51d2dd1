import type { Animal as AnimalRow } from "../../db/generated/prisma/client.ts";
import { createAnimal } from "../../domain/animales/saveAnimal.ts";
import { getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { newEdge, TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";
import { AnimalEdge } from "../types/Animal.ts";
import { animalDataFields } from "./animalDataInput.ts";

const CreateAnimalPayload = builder.objectRef<{ animal: AnimalRow }>("CreateAnimalPayload").implement({
  description: "La ficha creada.",
  fields: (t) => ({
    animalEdge: t.field({ type: AnimalEdge, description: "La fila nueva (para @prependEdge).", resolve: ({ animal }) => newEdge(animal) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: async (_p, _a, ctx) => (await getCounts(ctx.deps, ctx.viewer)).animales }),
  }),
});

/** A new ficha's animal data; the photo is uploaded afterwards with uploadAnimalPhoto. */
builder.mutationField("createAnimal", (t) =>
  t.fieldWithInput({
    description: "Crea una ficha registral; la fotografía se sube después.",
    input: animalDataFields(t.input),
    type: CreateAnimalPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ animal: await createAnimal(ctx.deps, ctx.viewer, input) }),
  }),
);

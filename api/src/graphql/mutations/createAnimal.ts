import { createAnimal } from "../../domain/animales/saveAnimal.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";
import { animalDataFields } from "./animalDataInput.ts";

/** A new ficha's animal data; the photo is uploaded afterwards with uploadAnimalPhoto. */
builder.mutationField("createAnimal", (t) =>
  t.fieldWithInput({
    description: "Crea una ficha registral; la fotografía se sube después.",
    input: animalDataFields(t.input),
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => createAnimal(ctx.deps, ctx.viewer, input),
  }),
);

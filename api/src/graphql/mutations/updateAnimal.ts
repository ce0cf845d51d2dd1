import { updateAnimal } from "../../domain/animales/saveAnimal.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";
import { animalDataFields } from "./animalDataInput.ts";

builder.mutationField("updateAnimal", (t) =>
  t.fieldWithInput({
    input: { id: t.input.globalID({ required: true, for: Animal }), ...animalDataFields(t.input) },
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => updateAnimal(ctx.deps, ctx.viewer, { ...input, id: input.id.id }),
  }),
);

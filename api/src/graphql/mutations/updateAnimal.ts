import { updateAnimal } from "../../domain/animales/saveAnimal.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";
import { animalDataFields } from "./animalDataInput.ts";

builder.mutationField("updateAnimal", (t) =>
  t.fieldWithInput({
    description: "Modifica los datos del animal de una ficha.",
    input: { id: t.input.globalID({ required: true, for: Animal, description: "Identificador global del animal." }), ...animalDataFields(t.input) },
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => updateAnimal(ctx.deps, ctx.viewer, { ...input, id: input.id.id }),
  }),
);

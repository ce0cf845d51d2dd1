import { updateAnimal } from "../../domain/animales/saveAnimal.ts";
import { builder } from "../builder.ts";
import { animalDataFields } from "./animalDataInput.ts";
import { animalPayload } from "./animalPayload.ts";
import { databaseIdOf } from "../globalIds.ts";

const UpdateAnimalPayload = animalPayload("UpdateAnimalPayload", "El animal modificado.");

builder.mutationField("updateAnimal", (t) =>
  t.fieldWithInput({
    description: "Modifica los datos del animal de una ficha.",
    input: { id: t.input.id({ required: true, description: "Identificador global del animal." }), ...animalDataFields(t.input) },
    type: UpdateAnimalPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ animal: await updateAnimal(ctx.deps, ctx.viewer, { ...input, id: databaseIdOf(String(input.id), "Animal") }) }),
  }),
);

import { updateAnimal } from "../../domain/animales/saveAnimal.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { animalDataFields } from "./animalDataInput.ts";
import { animalPayload } from "./animalPayload.ts";

mutationWithInput("updateAnimal", {
  description: "Modifica los datos del animal de una ficha.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global del animal." }), ...animalDataFields(t) }),
  payload: animalPayload("UpdateAnimalPayload", "El animal modificado."),
  resolve: (input, ctx) => updateAnimal(ctx.deps, ctx.viewer, withDatabaseId(input, "Animal")),
});

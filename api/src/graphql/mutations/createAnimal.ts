import { createAnimal } from "../../domain/animales/saveAnimal.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { createdRowPayload } from "../payloads.ts";
import { AnimalEdge } from "../types/Animal.ts";
import { animalDataFields } from "./animalDataInput.ts";

/** A new ficha's animal data; the photo is uploaded afterwards with uploadAnimalPhoto. */
mutationWithInput("createAnimal", {
  description: "Crea una ficha registral; la fotografía se sube después.",
  input: animalDataFields,
  payload: createdRowPayload("Animal", AnimalEdge, "La ficha creada."),
  resolve: (input, ctx) => createAnimal(ctx.deps, ctx.viewer, input),
});

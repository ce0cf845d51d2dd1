import { removeAnimalPhoto, uploadAnimalPhoto } from "../../domain/animales/animalPhoto.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";
import { incomingUpload } from "../uploads.ts";

/** Stores a new photo (checked by content, at most 5 MB) and returns the animal with its new photoUrl. */
builder.mutationField("uploadAnimalPhoto", (t) =>
  t.fieldWithInput({
    description: "Guarda una fotografía nueva (imagen de hasta 5 MB).",
    input: {
      id: t.input.globalID({ required: true, for: Animal, description: "Identificador global del animal." }),
      photo: t.input.field({ type: "Upload", required: true, description: "La imagen." }),
    },
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => uploadAnimalPhoto(ctx.deps, ctx.viewer, { id: input.id.id, photo: incomingUpload(input.photo) }),
  }),
);

builder.mutationField("removeAnimalPhoto", (t) =>
  t.fieldWithInput({
    description: "Quita la fotografía del animal.",
    input: { id: t.input.globalID({ required: true, for: Animal, description: "Identificador global del animal." }) },
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => removeAnimalPhoto(ctx.deps, ctx.viewer, { id: input.id.id }),
  }),
);

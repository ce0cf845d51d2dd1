import { removeAnimalPhoto, uploadAnimalPhoto } from "../../domain/animales/animalPhoto.ts";
import { builder } from "../builder.ts";
import { incomingUpload } from "../uploads.ts";
import { animalPayload } from "./animalPayload.ts";
import { databaseIdOf } from "../globalIds.ts";

const UploadAnimalPhotoPayload = animalPayload("UploadAnimalPhotoPayload", "El animal con su fotografía nueva.");
const RemoveAnimalPhotoPayload = animalPayload("RemoveAnimalPhotoPayload", "El animal sin fotografía.");

/** Stores a new photo (checked by content, at most 5 MB) and returns the animal with its new photoUrl. */
builder.mutationField("uploadAnimalPhoto", (t) =>
  t.fieldWithInput({
    description: "Guarda una fotografía nueva (imagen de hasta 5 MB).",
    input: {
      id: t.input.id({ required: true, description: "Identificador global del animal." }),
      photo: t.input.field({ type: "Upload", description: "La imagen." }),
    },
    type: UploadAnimalPhotoPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({
      animal: await uploadAnimalPhoto(ctx.deps, ctx.viewer, { id: databaseIdOf(String(input.id), "Animal"), photo: incomingUpload(input.photo) }),
    }),
  }),
);

builder.mutationField("removeAnimalPhoto", (t) =>
  t.fieldWithInput({
    description: "Quita la fotografía del animal.",
    input: { id: t.input.id({ required: true, description: "Identificador global del animal." }) },
    type: RemoveAnimalPhotoPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ animal: await removeAnimalPhoto(ctx.deps, ctx.viewer, { id: databaseIdOf(String(input.id), "Animal") }) }),
  }),
);

import { removeAnimalPhoto, uploadAnimalPhoto } from "../../domain/animales/animalPhoto.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";
import { incomingUpload } from "../uploads.ts";

/** Stores a new photo (checked by content, at most 5 MB) and returns the animal with its new photoUrl. */
builder.mutationField("uploadAnimalPhoto", (t) =>
  t.fieldWithInput({
    input: { id: t.input.globalID({ required: true, for: Animal }), photo: t.input.field({ type: "Upload", required: true }) },
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => uploadAnimalPhoto(ctx.deps, ctx.viewer, { id: input.id.id, photo: incomingUpload(input.photo) }),
  }),
);

builder.mutationField("removeAnimalPhoto", (t) =>
  t.fieldWithInput({
    input: { id: t.input.globalID({ required: true, for: Animal }) },
    type: Animal,
    errors: {},
    resolve: (_root, { input }, ctx) => removeAnimalPhoto(ctx.deps, ctx.viewer, { id: input.id.id }),
  }),
);

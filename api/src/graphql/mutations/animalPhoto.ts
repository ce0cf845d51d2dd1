import { removeAnimalPhoto, uploadAnimalPhoto } from "../../domain/animales/animalPhoto.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { incomingUpload } from "../uploads.ts";
import { animalPayload } from "./animalPayload.ts";

/** Stores a new photo (checked by content, at most 5 MB) and returns the animal with its new photoUrl. */
mutationWithInput("uploadAnimalPhoto", {
  description: "Guarda una fotografía nueva (imagen de hasta 5 MB).",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global del animal." }),
    photo: t.field({ type: "Upload", description: "La imagen." }),
  }),
  payload: animalPayload("UploadAnimalPhotoPayload", "El animal con su fotografía nueva."),
  resolve: ({ photo, ...input }, ctx) => uploadAnimalPhoto(ctx.deps, ctx.viewer, { ...withDatabaseId(input, "Animal"), photo: incomingUpload(photo) }),
});

mutationWithInput("removeAnimalPhoto", {
  description: "Quita la fotografía del animal.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global del animal." }) }),
  payload: animalPayload("RemoveAnimalPhotoPayload", "El animal sin fotografía."),
  resolve: (input, ctx) => removeAnimalPhoto(ctx.deps, ctx.viewer, withDatabaseId(input, "Animal")),
});

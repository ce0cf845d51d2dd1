import { encodeGlobalID } from "@pothos/plugin-relay";
import { type AnimalDeleteDetails, deleteAnimalCascade } from "../../domain/animales/deleteAnimalCascade.ts";
import { builder } from "../builder.ts";
import { Animal } from "../types/Animal.ts";

const DeleteAnimalDetails = builder.objectRef<AnimalDeleteDetails>("AnimalDeleteDetails").implement({
  description: "What a cascade delete removed (spec section 3 'Delete results').",
  fields: (t) => ({
    animalId: t.exposeInt("animalId"),
    entradasSalidasEliminadas: t.exposeInt("entradasSalidasEliminadas"),
    observacionesEliminadas: t.exposeInt("observacionesEliminadas"),
    archivosEliminados: t.exposeInt("archivosEliminados"),
    archivosNoEncontrados: t.exposeInt("archivosNoEncontrados"),
  }),
});

const DeleteAnimalPayload = builder.objectRef<AnimalDeleteDetails>("DeleteAnimalPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ description: "Global id of the deleted animal, for @deleteEdge.", resolve: (d) => encodeGlobalID("Animal", d.animalId) }),
    detalles: t.field({ type: DeleteAnimalDetails, resolve: (d) => d }),
  }),
});

/** Deletes the animal, its E/S, their observations and their files; `confirmacion` must be SEGURO. */
builder.mutationField("deleteAnimal", (t) =>
  t.fieldWithInput({
    input: {
      id: t.input.globalID({ required: true, for: Animal }),
      confirmacion: t.input.string(),
      from: t.input.string({ description: "'list' or 'ficha': where the user deleted from, for the activity log." }),
    },
    type: DeleteAnimalPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => deleteAnimalCascade(ctx.deps, ctx.viewer, { ...input, id: input.id.id }),
  }),
);

import { encodeGlobalID } from "@pothos/plugin-relay";
import { type AnimalDeleteDetails, deleteAnimalCascade } from "../../domain/animales/deleteAnimalCascade.ts";
import { builder } from "../builder.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { listTotalCount } from "../payloads.ts";

const DeleteAnimalDetails = builder.objectRef<AnimalDeleteDetails>("AnimalDeleteDetails").implement({
  description: "Lo que eliminó el borrado en cascada.",
  fields: (t) => ({
    animalId: t.exposeInt("animalId", { description: "Id de la ficha eliminada." }),
    entradasSalidasEliminadas: t.exposeInt("entradasSalidasEliminadas", { description: "Entradas/salidas eliminadas." }),
    observacionesEliminadas: t.exposeInt("observacionesEliminadas", { description: "Observaciones eliminadas." }),
    archivosEliminados: t.exposeInt("archivosEliminados", { description: "Archivos eliminados del disco." }),
    archivosNoEncontrados: t.exposeInt("archivosNoEncontrados", { description: "Archivos que ya no estaban en el disco." }),
  }),
});

const DeleteAnimalPayload = builder.objectRef<AnimalDeleteDetails>("DeleteAnimalPayload").implement({
  description: "La ficha eliminada.",
  fields: (t) => ({
    deletedId: t.id({ description: "Identificador global del animal eliminado (para @deleteEdge).", resolve: (d) => encodeGlobalID("Animal", d.animalId) }),
    detalles: t.field({ type: DeleteAnimalDetails, description: "Lo que se eliminó.", resolve: (d) => d }),
    totalCount: t.int(listTotalCount("animales")),
  }),
});

/** Deletes the animal, its E/S, their observations and their files; `confirmacion` must be SEGURO. */
mutationWithInput("deleteAnimal", {
  description: "Elimina la ficha con sus E/S, observaciones y archivos; `confirmacion` debe ser SEGURO.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global del animal." }),
    confirmacion: t.string({ description: "La palabra SEGURO." }),
    from: t.string({ description: "'list' o 'ficha': desde dónde se elimina, para el registro de actividad." }),
  }),
  payload: DeleteAnimalPayload,
  resolve: (input, ctx) => deleteAnimalCascade(ctx.deps, ctx.viewer, withDatabaseId(input, "Animal")),
});

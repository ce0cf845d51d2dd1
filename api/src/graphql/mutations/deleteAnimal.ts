import { type AnimalDeleteDetails, deleteAnimalCascade } from "../../domain/animales/deleteAnimalCascade.ts";
import { exposeInts } from "../exposeFields.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { cascadeDeletePayload, listTotalCount } from "../payloads.ts";

const DeleteAnimalPayload = cascadeDeletePayload<AnimalDeleteDetails>(
  "Animal",
  "animalId",
  {
    payload: "La ficha eliminada.",
    details: "Lo que eliminó el borrado en cascada.",
    deletedId: "Identificador global del animal eliminado (para @deleteEdge).",
  },
  {
    details: (t) =>
      exposeInts(t, {
        animalId: "Id de la ficha eliminada.",
        entradasSalidasEliminadas: "Entradas/salidas eliminadas.",
        observacionesEliminadas: "Observaciones eliminadas.",
        archivosEliminados: "Archivos eliminados con sus registros.",
        archivosNoEncontrados: "Archivos que los registros nombraban y ya no estaban guardados.",
      }),
    payload: (t) => ({ totalCount: t.int(listTotalCount("animales")) }),
  },
);

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

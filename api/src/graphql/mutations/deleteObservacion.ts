import { encodeGlobalID } from "@pothos/plugin-relay";
import { deleteObservacion } from "../../domain/observaciones/deleteObservacion.ts";
import { builder } from "../builder.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { countAfterChange, OBSERVACIONES_TOTAL_COUNT } from "./observacionesTotalCount.ts";

type Deleted = { id: number; entradaSalidaId: number; archivosEliminados: number; archivosNoEncontrados: number };

const DeleteObservacionPayload = builder.objectRef<Deleted>("DeleteObservacionPayload").implement({
  description: "La observación eliminada y su documento.",
  fields: (t) => ({
    deletedId: t.id({
      description: "Identificador global de la observación eliminada (para @deleteEdge).",
      resolve: ({ id }) => encodeGlobalID("Observacion", id),
    }),
    totalCount: t.int({ ...OBSERVACIONES_TOTAL_COUNT, resolve: ({ entradaSalidaId }, args, ctx) => countAfterChange(ctx, entradaSalidaId, args) }),
    archivosEliminados: t.exposeInt("archivosEliminados", { description: "Documentos eliminados con la observación (0 o 1)." }),
    archivosNoEncontrados: t.exposeInt("archivosNoEncontrados", { description: "Documentos que la observación nombraba y ya no estaban guardados." }),
  }),
});

mutationWithInput("deleteObservacion", {
  description: "Elimina una observación y, tras confirmarse, su documento.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global de la observación." }) }),
  payload: DeleteObservacionPayload,
  resolve: async (input, ctx) => {
    const { observacion, ...files } = await deleteObservacion(ctx.deps, ctx.viewer, withDatabaseId(input, "Observacion"));
    return { id: observacion.id, entradaSalidaId: observacion.entradaSalidaId, ...files };
  },
});

import { deleteAyuntamiento } from "../../domain/ayuntamientos/deleteAyuntamiento.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { deletedRowPayload } from "../payloads.ts";

/** Refused with STILL_LINKED while any E/S names the town hall. */
mutationWithInput("deleteAyuntamiento", {
  description: "Elimina un ayuntamiento que ninguna E/S nombra.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global del ayuntamiento." }) }),
  payload: deletedRowPayload("Ayuntamiento", {
    payload: "El ayuntamiento eliminado.",
    deletedId: "Identificador global del ayuntamiento eliminado (para @deleteEdge).",
  }),
  resolve: (input, ctx) => deleteAyuntamiento(ctx.deps, ctx.viewer, withDatabaseId(input, "Ayuntamiento")),
});

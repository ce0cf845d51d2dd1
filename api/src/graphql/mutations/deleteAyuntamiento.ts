import { deleteAyuntamiento } from "../../domain/ayuntamientos/deleteAyuntamiento.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { deletedRowPayload } from "../payloads.ts";

const DeleteAyuntamientoPayload = deletedRowPayload("Ayuntamiento", "ayuntamientos", {
  payload: "El ayuntamiento eliminado.",
  deletedId: "Identificador global del ayuntamiento eliminado (para @deleteEdge).",
});

/** Refused with STILL_LINKED while any E/S names the town hall. */
builder.mutationField("deleteAyuntamiento", (t) =>
  t.fieldWithInput({
    description: "Elimina un ayuntamiento que ninguna E/S nombra.",
    input: { id: t.input.id({ required: true, description: "Identificador global del ayuntamiento." }) },
    type: DeleteAyuntamientoPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => deleteAyuntamiento(ctx.deps, ctx.viewer, { id: databaseIdOf(String(input.id), "Ayuntamiento") }),
  }),
);

import { encodeGlobalID } from "@pothos/plugin-relay";
import { deleteAyuntamiento } from "../../domain/ayuntamientos/deleteAyuntamiento.ts";
import { getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";

const DeleteAyuntamientoPayload = builder.objectRef<{ id: number }>("DeleteAyuntamientoPayload").implement({
  description: "El ayuntamiento eliminado.",
  fields: (t) => ({
    deletedId: t.id({ description: "Identificador global del ayuntamiento eliminado (para @deleteEdge).", resolve: ({ id }) => encodeGlobalID("Ayuntamiento", id) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: async (_p, _a, ctx) => (await getCounts(ctx.deps, ctx.viewer)).ayuntamientos }),
  }),
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

import { encodeGlobalID } from "@pothos/plugin-relay";
import { deletePersona } from "../../domain/personas/deletePersona.ts";
import { getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";

const DeletePersonaPayload = builder.objectRef<{ id: number }>("DeletePersonaPayload").implement({
  description: "La persona eliminada.",
  fields: (t) => ({
    deletedId: t.id({ description: "Identificador global de la persona eliminada (para @deleteEdge).", resolve: ({ id }) => encodeGlobalID("Persona", id) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: async (_p, _a, ctx) => (await getCounts(ctx.deps, ctx.viewer)).personas }),
  }),
});

/** Refused with STILL_LINKED while any E/S names the person. */
builder.mutationField("deletePersona", (t) =>
  t.fieldWithInput({
    description: "Elimina una persona que ninguna E/S nombra.",
    input: { id: t.input.id({ required: true, description: "Identificador global de la persona." }) },
    type: DeletePersonaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => deletePersona(ctx.deps, ctx.viewer, { id: databaseIdOf(String(input.id), "Persona") }),
  }),
);

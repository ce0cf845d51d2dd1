import { encodeGlobalID } from "@pothos/plugin-relay";
import { deletePersona } from "../../domain/personas/deletePersona.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";

const DeletePersonaPayload = builder.objectRef<{ id: number }>("DeletePersonaPayload").implement({
  fields: (t) => ({
    deletedId: t.id({ description: "Global ID of the deleted person (for @deleteEdge).", resolve: ({ id }) => encodeGlobalID("Persona", id) }),
  }),
});

/** Refused with a message containing 'vinculada a fichas registrales' while any E/S names the person. */
builder.mutationField("deletePersona", (t) =>
  t.fieldWithInput({
    input: { id: t.input.id({ required: true }) },
    type: DeletePersonaPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => deletePersona(ctx.deps, ctx.viewer, { id: databaseIdOf(String(input.id), "Persona") }),
  }),
);

import { deletePersona } from "../../domain/personas/deletePersona.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { deletedRowPayload } from "../payloads.ts";

const DeletePersonaPayload = deletedRowPayload("Persona", "personas", {
  payload: "La persona eliminada.",
  deletedId: "Identificador global de la persona eliminada (para @deleteEdge).",
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

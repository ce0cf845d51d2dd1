import { deletePersona } from "../../domain/personas/deletePersona.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { deletedRowPayload } from "../payloads.ts";

/** Refused with STILL_LINKED while any E/S names the person. */
mutationWithInput("deletePersona", {
  description: "Elimina una persona que ninguna E/S nombra.",
  input: (t) => ({ id: t.id({ required: true, description: "Identificador global de la persona." }) }),
  payload: deletedRowPayload("Persona", { payload: "La persona eliminada.", deletedId: "Identificador global de la persona eliminada (para @deleteEdge)." }),
  resolve: (input, ctx) => deletePersona(ctx.deps, ctx.viewer, withDatabaseId(input, "Persona")),
});

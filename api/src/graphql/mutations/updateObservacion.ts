import { updateObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { observacionInputFields } from "./observacionFields.ts";
import { observacionPayload } from "./observacionPayload.ts";

mutationWithInput("updateObservacion", {
  description: "Modifica una observación; convertirla en observación simple borra sus fechas de tratamiento.",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global de la observación." }),
    ...observacionInputFields(t),
  }),
  payload: observacionPayload("UpdateObservacionPayload", "La observación modificada."),
  resolve: (input, ctx) => updateObservacion(ctx.deps, ctx.viewer, withDatabaseId(input, "Observacion")),
});

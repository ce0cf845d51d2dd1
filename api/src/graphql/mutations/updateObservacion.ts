import { updateObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { Observacion } from "../types/Observacion.ts";
import { observacionInputFields } from "./observacionFields.ts";
import { observacionPayload } from "./observacionPayload.ts";

mutationWithInput("updateObservacion", {
  description: "Modifica una observación; convertirla en observación simple borra sus fechas de tratamiento.",
  input: (t) => ({
    id: t.globalID({ required: true, for: Observacion, description: "Identificador global de la observación." }),
    ...observacionInputFields(t),
  }),
  payload: observacionPayload("UpdateObservacionPayload", "La observación modificada."),
  resolve: ({ id, ...input }, ctx) => updateObservacion(ctx.deps, ctx.viewer, { ...input, id: id.id }),
});

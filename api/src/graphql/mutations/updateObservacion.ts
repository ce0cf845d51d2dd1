import { updateObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { Observacion } from "../types/Observacion.ts";
import { observacionInputFields } from "./observacionFields.ts";

mutationWithInput("updateObservacion", {
  description: "Modifica una observación; convertirla en observación simple borra sus fechas de tratamiento.",
  input: (t) => ({
    id: t.globalID({ required: true, for: Observacion, description: "Identificador global de la observación." }),
    ...observacionInputFields(t),
  }),
  payload: nodePayload("UpdateObservacionPayload", "observacion", Observacion, { payload: "La observación modificada.", node: "La observación tal como quedó." }),
  resolve: ({ id, ...input }, ctx) => updateObservacion(ctx.deps, ctx.viewer, { ...input, id: id.id }),
});

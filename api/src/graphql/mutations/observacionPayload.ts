import { nodePayload } from "../payloads.ts";
import { Observacion } from "../types/Observacion.ts";

/** `<Verb>ObservacionPayload { observacion }`: what a change of one observation answers. */
export const observacionPayload = (name: string, description: string) =>
  nodePayload(name, "observacion", Observacion, { payload: description, node: "La observación tal como quedó." });

import type { Observacion as Row } from "../../db/generated/prisma/client.ts";
import { updateObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { builder } from "../builder.ts";
import { Observacion } from "../types/Observacion.ts";
import { observacionInputFields } from "./observacionFields.ts";

const UpdateObservacionPayload = builder.objectRef<{ observacion: Row }>("UpdateObservacionPayload").implement({
  description: "La observación modificada.",
  fields: (t) => ({ observacion: t.field({ type: Observacion, description: "La observación tal como quedó.", resolve: ({ observacion }) => observacion }) }),
});

builder.mutationField("updateObservacion", (t) =>
  t.fieldWithInput({
    description: "Modifica una observación; convertirla en observación simple borra sus fechas de tratamiento.",
    input: {
      id: t.input.globalID({ required: true, for: Observacion, description: "Identificador global de la observación." }),
      ...observacionInputFields(t.input),
    },
    type: UpdateObservacionPayload,
    errors: {},
    resolve: async (_root, { input: { id, ...input } }, ctx) => ({
      observacion: await updateObservacion(ctx.deps, ctx.viewer, { ...input, id: id.id }),
    }),
  }),
);

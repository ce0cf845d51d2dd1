import type { Observacion as Row } from "../../db/generated/prisma/client.ts";
import { createObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { Observacion } from "../types/Observacion.ts";
import { observacionInputFields } from "./observacionFields.ts";

const CreateObservacionPayload = builder.objectRef<{ observacion: Row }>("CreateObservacionPayload").implement({
  description: "La observación creada.",
  fields: (t) => ({ observacion: t.field({ type: Observacion, description: "La observación tal como quedó.", resolve: ({ observacion }) => observacion }) }),
});

builder.mutationField("createObservacion", (t) =>
  t.fieldWithInput({
    description: "Añade una observación o un tratamiento a una E/S.",
    input: {
      entradaSalidaId: t.input.id({ required: true, description: "Identificador global de la E/S." }),
      ...observacionInputFields(t.input),
    },
    type: CreateObservacionPayload,
    errors: {},
    resolve: async (_root, { input: { entradaSalidaId, ...input } }, ctx) => ({
      observacion: await createObservacion(ctx.deps, ctx.viewer, {
        ...input,
        entradaSalidaId: databaseIdOf(String(entradaSalidaId), "EntradaSalida", "entradaSalidaId"),
      }),
    }),
  }),
);

import type { Observacion as Row } from "../../db/generated/prisma/client.ts";
import { createObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { newEdge } from "../payloads.ts";
import { ObservacionEdge } from "../types/Observacion.ts";
import { observacionInputFields } from "./observacionFields.ts";
import { countAfterChange, OBSERVACIONES_TOTAL_COUNT } from "./observacionesTotalCount.ts";

const CreateObservacionPayload = builder.objectRef<{ observacion: Row }>("CreateObservacionPayload").implement({
  description: "La observación creada.",
  fields: (t) => ({
    observacionEdge: t.field({ type: ObservacionEdge, description: "La fila nueva (para @prependEdge).", resolve: ({ observacion }) => newEdge(observacion) }),
    totalCount: t.int({ ...OBSERVACIONES_TOTAL_COUNT, resolve: ({ observacion }, args, ctx) => countAfterChange(ctx, observacion.entradaSalidaId, args) }),
  }),
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

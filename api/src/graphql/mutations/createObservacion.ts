import type { Observacion as Row } from "../../db/generated/prisma/client.ts";
import { createObservacion } from "../../domain/observaciones/saveObservacion.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { newEdge } from "../payloads.ts";
import { ObservacionEdge } from "../types/Observacion.ts";
import { observacionInputFields } from "./observacionFields.ts";
import { countAfterChange, OBSERVACIONES_TOTAL_COUNT } from "./observacionesTotalCount.ts";

const CreateObservacionPayload = builder.objectRef<Row>("CreateObservacionPayload").implement({
  description: "La observación creada.",
  fields: (t) => ({
    observacionEdge: t.field({ type: ObservacionEdge, description: "La fila nueva (para @prependEdge).", resolve: (observacion) => newEdge(observacion) }),
    totalCount: t.int({ ...OBSERVACIONES_TOTAL_COUNT, resolve: (observacion, args, ctx) => countAfterChange(ctx, observacion.entradaSalidaId, args) }),
  }),
});

mutationWithInput("createObservacion", {
  description: "Añade una observación o un tratamiento a una E/S.",
  input: (t) => ({
    entradaSalidaId: t.id({ required: true, description: "Identificador global de la E/S." }),
    ...observacionInputFields(t),
  }),
  payload: CreateObservacionPayload,
  resolve: ({ entradaSalidaId, ...input }, ctx) =>
    createObservacion(ctx.deps, ctx.viewer, { ...input, entradaSalidaId: databaseIdOf(entradaSalidaId, "EntradaSalida", "entradaSalidaId") }),
});

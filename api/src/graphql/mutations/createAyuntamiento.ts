import type { Ayuntamiento as AyuntamientoRow } from "../../db/generated/prisma/client.ts";
import { createAyuntamiento, createAyuntamientoFromFicha } from "../../domain/ayuntamientos/saveAyuntamiento.ts";
import { getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { newEdge, TOTAL_COUNT_DESCRIPTION } from "../payloads.ts";
import { AyuntamientoEdge } from "../types/Ayuntamiento.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";

const CreateAyuntamientoPayload = builder.objectRef<{ ayuntamiento: AyuntamientoRow }>("CreateAyuntamientoPayload").implement({
  description: "El ayuntamiento creado.",
  fields: (t) => ({
    ayuntamientoEdge: t.field({ type: AyuntamientoEdge, description: "La fila nueva (para @prependEdge).", resolve: ({ ayuntamiento }) => newEdge(ayuntamiento) }),
    totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: async (_p, _a, ctx) => (await getCounts(ctx.deps, ctx.viewer)).ayuntamientos }),
  }),
});

builder.mutationField("createAyuntamiento", (t) =>
  t.fieldWithInput({
    description: "Crea un ayuntamiento.",
    input: ayuntamientoInputFields(t.input),
    type: CreateAyuntamientoPayload,
    errors: {},
    resolve: async (_root, { input: { fromFicha, ...input } }, ctx) => ({
      ayuntamiento: await (fromFicha ? createAyuntamientoFromFicha : createAyuntamiento)(ctx.deps, ctx.viewer, input),
    }),
  }),
);

import type { Ayuntamiento as AyuntamientoRow } from "../../db/generated/prisma/client.ts";
import { updateAyuntamiento, updateAyuntamientoFromFicha } from "../../domain/ayuntamientos/saveAyuntamiento.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { Ayuntamiento } from "../types/Ayuntamiento.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";

const UpdateAyuntamientoPayload = builder.objectRef<{ ayuntamiento: AyuntamientoRow }>("UpdateAyuntamientoPayload").implement({
  description: "El ayuntamiento modificado.",
  fields: (t) => ({ ayuntamiento: t.field({ type: Ayuntamiento, description: "El ayuntamiento, con sus datos nuevos.", resolve: ({ ayuntamiento }) => ayuntamiento }) }),
});

builder.mutationField("updateAyuntamiento", (t) =>
  t.fieldWithInput({
    description: "Modifica un ayuntamiento.",
    input: { id: t.input.id({ required: true, description: "Identificador global del ayuntamiento." }), ...ayuntamientoInputFields(t.input) },
    type: UpdateAyuntamientoPayload,
    errors: {},
    resolve: async (_root, { input: { id, fromFicha, ...input } }, ctx) => ({
      ayuntamiento: await (fromFicha ? updateAyuntamientoFromFicha : updateAyuntamiento)(ctx.deps, ctx.viewer, { ...input, id: databaseIdOf(String(id), "Ayuntamiento") }),
    }),
  }),
);

import { updateAyuntamiento, updateAyuntamientoFromFicha } from "../../domain/ayuntamientos/saveAyuntamiento.ts";
import { builder } from "../builder.ts";
import { databaseIdOf } from "../globalIds.ts";
import { Ayuntamiento } from "../types/Ayuntamiento.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";

builder.mutationField("updateAyuntamiento", (t) =>
  t.fieldWithInput({
    description: "Modifica un ayuntamiento.",
    input: { id: t.input.id({ required: true, description: "Identificador global del ayuntamiento." }), ...ayuntamientoInputFields(t.input) },
    type: Ayuntamiento,
    errors: {},
    resolve: (_root, { input: { id, fromFicha, ...input } }, ctx) =>
      (fromFicha ? updateAyuntamientoFromFicha : updateAyuntamiento)(ctx.deps, ctx.viewer, {
        ...input,
        id: databaseIdOf(String(id), "Ayuntamiento"),
      }),
  }),
);

import { createAyuntamiento, createAyuntamientoFromFicha } from "../../domain/ayuntamientos/saveAyuntamiento.ts";
import { builder } from "../builder.ts";
import { Ayuntamiento } from "../types/Ayuntamiento.ts";
import { ayuntamientoInputFields } from "./ayuntamientoFields.ts";

builder.mutationField("createAyuntamiento", (t) =>
  t.fieldWithInput({
    description: "Crea un ayuntamiento.",
    input: ayuntamientoInputFields(t.input),
    type: Ayuntamiento,
    errors: {},
    resolve: (_root, { input: { fromFicha, ...input } }, ctx) =>
      (fromFicha ? createAyuntamientoFromFicha : createAyuntamiento)(ctx.deps, ctx.viewer, input),
  }),
);

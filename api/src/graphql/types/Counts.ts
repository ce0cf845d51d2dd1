import { type Counts as CountsShape, getCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";

const Counts = builder.objectRef<CountsShape>("Counts").implement({
  description: "Los totales del menú lateral.",
  fields: (t) => ({
    animales: t.exposeInt("animales", { description: "Fichas registrales." }),
    personas: t.exposeInt("personas", { description: "Personas." }),
    ayuntamientos: t.exposeInt("ayuntamientos", { description: "Ayuntamientos." }),
  }),
});

builder.queryField("counts", (t) =>
  t.field({ type: Counts, description: "Cuántas fichas, personas y ayuntamientos hay.", resolve: (_root, _args, ctx) => getCounts(ctx.deps, ctx.viewer) }),
);

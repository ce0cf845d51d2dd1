import type { Counts as CountsShape } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { exposeInts } from "../exposeFields.ts";

const Counts = builder.objectRef<CountsShape>("Counts").implement({
  description: "Los totales del menú lateral.",
  fields: (t) => exposeInts(t, { animales: "Fichas registrales.", personas: "Personas.", ayuntamientos: "Ayuntamientos." }),
});

builder.queryField("counts", (t) =>
  t.field({
    type: Counts,
    description: "Cuántas fichas, personas y ayuntamientos hay.",
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => (await ctx.frame()).counts,
  }),
);

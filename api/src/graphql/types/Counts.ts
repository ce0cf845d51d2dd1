import type { SidebarCounts } from "../../domain/stats/counts.ts";
import { builder } from "../builder.ts";
import { exposeInts } from "../exposeFields.ts";

const Counts = builder.objectRef<SidebarCounts>("Counts").implement({
  description: "Los totales del menú lateral.",
  fields: (t) =>
    exposeInts(t, {
      animales: "Fichas registrales.",
      personas: "Personas.",
      ayuntamientos: "Ayuntamientos.",
      actuacionesPendientes: "Actuaciones sanitarias vencidas, de hoy o de los próximos 7 días: las que lista 'Pendientes' sin filtros.",
    }),
});

builder.queryField("counts", (t) =>
  t.field({
    type: Counts,
    description: "Cuántas fichas, personas y ayuntamientos hay, y cuántas actuaciones lista 'Pendientes'.",
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => (await ctx.frame()).counts,
  }),
);

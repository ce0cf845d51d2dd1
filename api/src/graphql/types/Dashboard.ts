import {
  type DashboardCards,
  getDashboardCards,
  getMovements,
  type MonthlyMovement as MovementShape,
} from "../../domain/stats/dashboard.ts";
import { builder } from "../builder.ts";

const MonthlyMovement = builder.objectRef<MovementShape>("MonthlyMovement").implement({
  fields: (t) => ({
    mes: t.exposeString("mes", { description: "yyyy-MM" }),
    entradas: t.exposeInt("entradas"),
    salidas: t.exposeInt("salidas"),
  }),
});

/**
 * The Dashboard's figures; each is defined in README.md "Dashboard". The cards are read when the
 * field is asked for; the chart's months only when `movimientos` is selected (the home page
 * shows the cards alone), for the same instant.
 */
const Dashboard = builder.objectRef<DashboardCards & { at: Date }>("Dashboard").implement({
  fields: (t) => ({
    animalesEnRefugio: t.exposeInt("animalesEnRefugio"),
    fichasRegistradas: t.exposeInt("fichasRegistradas"),
    anio: t.exposeInt("anio"),
    adopcionesAnio: t.exposeInt("adopcionesAnio"),
    enTratamiento: t.exposeInt("enTratamiento"),
    usuariosActivos: t.exposeInt("usuariosActivos"),
    movimientos: t.field({ type: [MonthlyMovement], resolve: (dashboard, _args, ctx) => getMovements(ctx.deps, ctx.viewer, dashboard.at) }),
  }),
});

builder.queryField("dashboard", (t) =>
  t.field({
    type: Dashboard,
    resolve: async (_root, _args, ctx) => {
      const at = new Date();
      return { ...(await getDashboardCards(ctx.deps, ctx.viewer, at)), at };
    },
  }),
);

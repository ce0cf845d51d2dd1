import { type Dashboard as DashboardShape, getDashboard, type MonthlyMovement as MovementShape } from "../../domain/stats/dashboard.ts";
import { builder } from "../builder.ts";

const MonthlyMovement = builder.objectRef<MovementShape>("MonthlyMovement").implement({
  fields: (t) => ({
    mes: t.exposeString("mes", { description: "yyyy-MM" }),
    entradas: t.exposeInt("entradas"),
    salidas: t.exposeInt("salidas"),
  }),
});

/** The Dashboard's figures; each is defined in README.md "Dashboard". */
const Dashboard = builder.objectRef<DashboardShape>("Dashboard").implement({
  fields: (t) => ({
    animalesEnRefugio: t.exposeInt("animalesEnRefugio"),
    fichasRegistradas: t.exposeInt("fichasRegistradas"),
    anio: t.exposeInt("anio"),
    adopcionesAnio: t.exposeInt("adopcionesAnio"),
    enTratamiento: t.exposeInt("enTratamiento"),
    usuariosActivos: t.exposeInt("usuariosActivos"),
    movimientos: t.field({ type: [MonthlyMovement], resolve: (dashboard) => dashboard.movimientos }),
  }),
});

builder.queryField("dashboard", (t) =>
  t.field({ type: Dashboard, resolve: (_root, _args, ctx) => getDashboard(ctx.deps, ctx.viewer) }),
);

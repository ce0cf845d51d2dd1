import { staleBackupWarning } from "../../domain/backups/backups.ts";
import {
  type DashboardCards,
  getDashboardCards,
  type LastGoodBackup,
  getMovements,
  type MonthlyMovement as MovementShape,
} from "../../domain/stats/dashboard.ts";
import { builder } from "../builder.ts";
import { BackupWarning } from "./CopiaSeguridad.ts";
import { exposeInts } from "../exposeFields.ts";

const MonthlyMovement = builder.objectRef<MovementShape>("MonthlyMovement").implement({
  description: "Entradas y salidas de un mes.",
  fields: (t) => ({
    mes: t.exposeString("mes", { description: "Mes, aaaa-mm." }),
    ...exposeInts(t, { entradas: "Entradas del mes.", salidas: "Salidas del mes." }),
  }),
});

/** Every card's figure, described; a new card in the domain is a new line here. */
const CARDS: Record<keyof DashboardCards, string> = {
  animalesEnRefugio: "Animales con una entrada sin salida.",
  fichasRegistradas: "Fichas registrales en total.",
  anio: "Año en curso en la zona horaria del refugio.",
  adopcionesAnio: "Adopciones del año en curso.",
  enTratamiento: "Animales con un tratamiento en curso.",
  usuariosActivos: "Usuarios activos.",
  actuacionesPendientes: "Actuaciones sanitarias vencidas, de hoy o de los próximos 7 días: las que lista 'Pendientes' sin filtros.",
};

/**
 * The Dashboard's figures; each is defined in README.md "Dashboard". The cards are read when the
 * field is asked for; the chart's months only when `movimientos` is selected (the home page
 * shows the cards alone), for the same instant.
 */
const Dashboard = builder.objectRef<DashboardCards & LastGoodBackup & { at: Date }>("Dashboard").implement({
  description: "Las cifras del Dashboard.",
  fields: (t) => ({
    ...exposeInts(t, CARDS),
    movimientos: t.field({
      type: [MonthlyMovement],
      description: "Entradas y salidas de los últimos meses.",
      resolve: (dashboard, _args, ctx) => getMovements(ctx.deps, ctx.viewer, dashboard.at),
    }),
    copiaSeguridadAtrasada: t.field({
      type: BackupWarning,
      nullable: true,
      description: "Solo para administradores: la última copia de seguridad correcta tiene más de 48 horas (o no hay).",
      resolve: (dashboard, _args, ctx) => staleBackupWarning(ctx.viewer, dashboard.ultimaCopiaCorrecta, dashboard.at),
    }),
  }),
});

builder.queryField("dashboard", (t) =>
  t.field({
    type: Dashboard,
    description: "Las cifras del Dashboard.",
    authScopes: { loggedIn: true },
    resolve: async (_root, _args, ctx) => {
      const at = new Date();
      return { ...(await getDashboardCards(ctx.deps, ctx.viewer, at)), at };
    },
  }),
);

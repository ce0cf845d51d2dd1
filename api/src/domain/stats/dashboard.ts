/**
 * The Dashboard's figures (spec section 2 "Shell" names the cards; their definitions are in
 * README.md "Dashboard"). Dates are read on the shelter's calendar, in its time zone (TIME_ZONE).
 */
import { type CalendarDate, fromDate, toCalendarDate } from "@internationalized/date";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { countAnimalsInTreatment } from "../observaciones/openTreatments.ts";
import { requireLoggedIn } from "../policies.ts";

export const DESTINO_EN_REFUGIO = 6;
export const DESTINO_ADOPCION = 3;
export const DASHBOARD_MONTHS = 12;

export type MonthlyMovement = { mes: string; entradas: number; salidas: number };

export type Dashboard = {
  animalesEnRefugio: number;
  fichasRegistradas: number;
  anio: number;
  adopcionesAnio: number;
  enTratamiento: number;
  usuariosActivos: number;
  /** Oldest month first, the current month last, months without movements included. */
  movimientos: MonthlyMovement[];
};

/** The current month on the shelter's calendar (its time zone, `Deps.timeZone`). */
export function shelterMonth(now: Date, timeZone: string): CalendarDate {
  return toCalendarDate(fromDate(now, timeZone)).set({ day: 1 });
}

/** The last `count` months up to the current one, as yyyy-MM keys, oldest first. */
export function lastMonths(now: Date, timeZone: string, count = DASHBOARD_MONTHS): string[] {
  const current = shelterMonth(now, timeZone);
  return Array.from({ length: count }, (_, i) => monthKey(current.subtract({ months: count - 1 - i })));
}

const monthKey = (month: CalendarDate) => month.toString().slice(0, 7);

type MonthCount = { mes: string; n: number };

export async function getDashboard(deps: Deps, actor: Actor, now: Date = new Date()): Promise<Dashboard> {
  requireLoggedIn(actor);
  const current = shelterMonth(now, deps.timeZone);
  const year = current.year;
  const months = lastMonths(now, deps.timeZone);
  const from = current.subtract({ months: DASHBOARD_MONTHS - 1 }).toString();
  const to = current.add({ months: 1 }).toString();

  const [animalesEnRefugio, fichasRegistradas, adopcionesAnio, treated, usuariosActivos, entradas, salidas] = await Promise.all([
    // At most one open stay per animal (unique index), so this counts animals.
    deps.db.entradaSalida.count({ where: { destinoId: DESTINO_EN_REFUGIO } }),
    deps.db.animal.count(),
    deps.db.entradaSalida.count({
      where: { destinoId: DESTINO_ADOPCION, fechaSalida: { gte: new Date(`${year}-01-01`), lt: new Date(`${year + 1}-01-01`) } },
    }),
    countAnimalsInTreatment(deps.db, now),
    deps.db.usuario.count({ where: { activo: true } }),
    deps.db.$queryRaw<MonthCount[]>`
      SELECT to_char(fecha_llegada, 'YYYY-MM') AS mes, count(*)::int AS n FROM entradas_salidas
      WHERE fecha_llegada >= ${from}::date AND fecha_llegada < ${to}::date GROUP BY 1`,
    deps.db.$queryRaw<MonthCount[]>`
      SELECT to_char(fecha_salida, 'YYYY-MM') AS mes, count(*)::int AS n FROM entradas_salidas
      WHERE fecha_salida >= ${from}::date AND fecha_salida < ${to}::date GROUP BY 1`,
  ]);

  const byMonth = (rows: MonthCount[]) => new Map(rows.map((row) => [row.mes, row.n]));
  const entradasPorMes = byMonth(entradas);
  const salidasPorMes = byMonth(salidas);
  return {
    animalesEnRefugio,
    fichasRegistradas,
    anio: year,
    adopcionesAnio,
    enTratamiento: treated,
    usuariosActivos,
    movimientos: months.map((mes) => ({ mes, entradas: entradasPorMes.get(mes) ?? 0, salidas: salidasPorMes.get(mes) ?? 0 })),
  };
}

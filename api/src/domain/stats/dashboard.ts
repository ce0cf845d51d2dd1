/**
 * The Dashboard's figures (spec section 2 "Shell" names the cards; their definitions are in
 * README.md "Dashboard"). Dates are read in the shelter's time zone, Europe/Madrid.
 */
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

/** Year and month (1-12) of an instant in Madrid. */
export function madridYearMonth(now: Date): { year: number; month: number } {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "numeric" }).formatToParts(now);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: value("year"), month: value("month") };
}

const monthKey = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The last `count` months up to the current one, as yyyy-MM keys, oldest first. */
export function lastMonths(now: Date, count = DASHBOARD_MONTHS): string[] {
  const { year, month } = madridYearMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return monthKey(Math.floor(index / 12), (index % 12) + 1);
  });
}

function nextMonthStart(key: string): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${monthKey(year, month + 1)}-01`;
}

type MonthCount = { mes: string; n: number };

export async function getDashboard(deps: Deps, actor: Actor, now: Date = new Date()): Promise<Dashboard> {
  requireLoggedIn(actor);
  const { year } = madridYearMonth(now);
  const months = lastMonths(now);
  const from = `${months[0]}-01`;
  const to = nextMonthStart(months.at(-1)!);

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

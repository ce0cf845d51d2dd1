/**
 * The Dashboard's figures (spec section 2 "Shell" names the cards; their definitions are in
 * README.md "Dashboard"). Dates are read on the shelter's calendar, in its time zone (TIME_ZONE).
 */
import { type CalendarDate, fromDate, toCalendarDate } from "@internationalized/date";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { animalsInTreatmentSql } from "../observaciones/openTreatments.ts";
import { pendingCountSql } from "../planSanitario/pendientes.ts";
import { requireLoggedIn } from "../policies.ts";

export const DASHBOARD_MONTHS = 12;

export type MonthlyMovement = { mes: string; entradas: number; salidas: number };

export type Dashboard = {
  animalesEnRefugio: number;
  fichasRegistradas: number;
  anio: number;
  adopcionesAnio: number;
  enTratamiento: number;
  usuariosActivos: number;
  /** The actuaciones 'Pendientes' lists (overdue, today and the next days), unfiltered. */
  actuacionesPendientes: number;
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

export type DashboardCards = Omit<Dashboard, "movimientos">;

/** When the last good backup ended, read with the cards for the Dashboard's warning (backups/backups.ts). */
export type LastGoodBackup = { ultimaCopiaCorrecta: Date | null };

/**
 * The four cards (and the year they count) in one statement; the home page shows only these.
 * Each sub-select reads a kept count, so none grows with the shelter's history: `totales` (fichas
 * and animals in the shelter), the months' adoptions of `movimientos_mes`, the treatments of
 * `tratamientos` (the open-treatment definition of observaciones/openTreatments.ts, shared with
 * 'Tratamientos en curso'), the small users table, and the pending actuaciones' count of 'Pendientes'
 * (planSanitario/pendientes.ts, over its partial index).
 */
export async function getDashboardCards(deps: Deps, actor: Actor, now: Date = new Date()): Promise<DashboardCards & LastGoodBackup> {
  requireLoggedIn(actor);
  const { year } = shelterMonth(now, deps.timeZone);
  const [cards] = await deps.db.$queryRaw<(Omit<DashboardCards, "anio"> & LastGoodBackup)[]>`
    SELECT
      (SELECT total FROM totales WHERE tabla = 'en_refugio') AS "animalesEnRefugio",
      (SELECT total FROM totales WHERE tabla = 'animales') AS "fichasRegistradas",
      (SELECT coalesce(sum(adopciones), 0)::int FROM movimientos_mes
        WHERE mes >= ${`${year}-01-01`}::date AND mes < ${`${year + 1}-01-01`}::date) AS "adopcionesAnio",
      ${animalsInTreatmentSql(now)} AS "enTratamiento",
      (SELECT count(*)::int FROM usuarios WHERE activo) AS "usuariosActivos",
      (SELECT max(terminada) FROM copias_seguridad WHERE error IS NULL) AS "ultimaCopiaCorrecta",
      ${pendingCountSql(deps)} AS "actuacionesPendientes"`;
  // At most one open stay per animal (unique index), so the first card counts animals.
  return { ...cards!, anio: year };
}

/** Entries and exits per month of the last twelve: twelve rows of `movimientos_mes` at most (months without movements have none). */
export async function getMovements(deps: Deps, actor: Actor, now: Date = new Date()): Promise<MonthlyMovement[]> {
  requireLoggedIn(actor);
  const current = shelterMonth(now, deps.timeZone);
  const months = lastMonths(now, deps.timeZone);
  const from = current.subtract({ months: DASHBOARD_MONTHS - 1 }).toString();
  const rows = await deps.db.$queryRaw<MonthlyMovement[]>`
    SELECT to_char(mes, 'YYYY-MM') AS mes, entradas, salidas FROM movimientos_mes
    WHERE mes >= ${from}::date AND mes <= ${current.toString()}::date`;
  const byMonth = new Map(rows.map((row) => [row.mes, row]));
  return months.map((mes) => ({ mes, entradas: byMonth.get(mes)?.entradas ?? 0, salidas: byMonth.get(mes)?.salidas ?? 0 }));
}

/** The whole Dashboard: its cards and its chart. */
export async function getDashboard(deps: Deps, actor: Actor, now: Date = new Date()): Promise<Dashboard> {
  const [cards, movimientos] = await Promise.all([getDashboardCards(deps, actor, now), getMovements(deps, actor, now)]);
  return { ...cards, movimientos };
}

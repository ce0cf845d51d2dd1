import type { Deps } from "../deps.ts";
import type { Actor } from "../actor.ts";
import { pendingCountSql } from "../planSanitario/pendientes.ts";
import { requireLoggedIn } from "../policies.ts";

export type Counts = { animales: number; personas: number; ayuntamientos: number };

/** The sidebar's figures: the three totals and the count beside 'Pendientes'. */
export type SidebarCounts = Counts & { actuacionesPendientes: number };

/**
 * The sidebar's live counts: the rows of `totales`, which triggers keep exact in the same
 * transaction as every insert and delete. The unfiltered lists read their totals from the same
 * rows (domain/search/searchList.ts), so the sidebar and a list never disagree.
 */
export async function getCounts(deps: Deps, actor: Actor): Promise<Counts> {
  requireLoggedIn(actor);
  const rows = await deps.db.total.findMany({ where: { tabla: { in: ["animales", "personas", "ayuntamientos"] } } });
  const of = (tabla: keyof Counts) => rows.find((row) => row.tabla === tabla)?.total ?? 0;
  return { animales: of("animales"), personas: of("personas"), ayuntamientos: of("ayuntamientos") };
}

/**
 * What the sidebar shows, in one statement: the totals of `getCounts` and the items 'Pendientes'
 * lists (its own count, planSanitario/pendientes.ts), so the two never disagree.
 */
export async function getSidebarCounts(deps: Deps, actor: Actor): Promise<SidebarCounts> {
  requireLoggedIn(actor);
  const [row] = await deps.db.$queryRaw<SidebarCounts[]>`
    SELECT coalesce((SELECT total FROM totales WHERE tabla = 'animales'), 0)::int AS animales,
           coalesce((SELECT total FROM totales WHERE tabla = 'personas'), 0)::int AS personas,
           coalesce((SELECT total FROM totales WHERE tabla = 'ayuntamientos'), 0)::int AS ayuntamientos,
           ${pendingCountSql(deps)} AS "actuacionesPendientes"`;
  return row!;
}

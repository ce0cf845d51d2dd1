import type { Deps } from "../deps.ts";
import type { Actor } from "../actor.ts";
import { requireLoggedIn } from "../policies.ts";

export type Counts = { animales: number; personas: number; ayuntamientos: number };

/** The tables the sidebar counts, in its order. */
export const COUNTED_TABLES = ["animales", "personas", "ayuntamientos"] as const satisfies (keyof Counts)[];

/**
 * The sidebar's live counts: the rows of `totales`, which triggers keep exact in the same
 * transaction as every insert and delete. The unfiltered lists read their totals from the same
 * rows (domain/search/searchList.ts), so the sidebar and a list never disagree.
 */
export async function getCounts(deps: Deps, actor: Actor): Promise<Counts> {
  requireLoggedIn(actor);
  const rows = await deps.db.total.findMany({ where: { tabla: { in: [...COUNTED_TABLES] } } });
  const of = (tabla: keyof Counts) => rows.find((row) => row.tabla === tabla)?.total ?? 0;
  return { animales: of("animales"), personas: of("personas"), ayuntamientos: of("ayuntamientos") };
}

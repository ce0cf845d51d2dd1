/** The town hall list (spec section 2 "Municipalities"): search by name, CIF or address, paged. */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { type Ayuntamiento, Prisma } from "../../db/generated/prisma/client.ts";
import { listWindowSchema, type Pagination, pageOfSearch } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";

const AYUNTAMIENTOS: ListSource = {
  table: "ayuntamientos",
  columns: Prisma.sql`id, cif, ayuntamiento, direccion, codigo_postal AS "codigoPostal", localidad, telefono, busqueda`,
  orderBy: Prisma.sql`busqueda, id`,
  searchable: true,
  keptTotal: true,
};

/**
 * Town halls whose name, CIF or address (street and locality) contain every word of `search`
 * (accents and case ignored), in alphabetical order, with the total that matched.
 */
export async function searchAyuntamientos(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Ayuntamiento[]; total: number }> {
  requireLoggedIn(actor);
  return searchList<Ayuntamiento>(deps.db, AYUNTAMIENTOS, parseInput(listWindowSchema, input));
}

/** One numbered page, as the REST list returns it with `paginated=true`. */
export async function pageAyuntamientos(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Ayuntamiento[]; pagination: Pagination }> {
  requireLoggedIn(actor);
  return pageOfSearch(input, (window) => searchAyuntamientos(deps, actor, window));
}

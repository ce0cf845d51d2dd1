/** The town hall list (spec section 2 "Municipalities"): search by name, CIF or address, paged. */
import type { Ayuntamiento } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { type Pagination, pageOfSearch, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { matchesEveryWord, searchTermSchema } from "../search/searchText.ts";
import { parseInput } from "../validation.ts";

const searchSchema = rowWindowSchema.extend({ search: searchTermSchema });

/**
 * Town halls whose name, CIF or address (street and locality) contain every word of `search`
 * (accents and case ignored), in alphabetical order, with the total that matched.
 */
export async function searchAyuntamientos(
  deps: Deps,
  actor: Actor,
  input: unknown,
): Promise<{ items: Ayuntamiento[]; total: number }> {
  requireLoggedIn(actor);
  const { search, offset, limit } = parseInput(searchSchema, input);
  const where = matchesEveryWord(search);
  const [items, total] = await Promise.all([
    deps.db.ayuntamiento.findMany({ where, orderBy: [{ busqueda: "asc" }, { id: "asc" }], skip: offset, take: limit }),
    deps.db.ayuntamiento.count({ where }),
  ]);
  return { items, total };
}

/** One numbered page, as the REST list returns it with `paginated=true`. */
export async function pageAyuntamientos(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Ayuntamiento[]; pagination: Pagination }> {
  requireLoggedIn(actor);
  return pageOfSearch(input, (window) => searchAyuntamientos(deps, actor, window));
}

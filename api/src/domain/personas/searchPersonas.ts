/** The people list (spec section 2 "People"): search by name, surnames or DNI, paged. */
import type { Persona } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { type Pagination, pageOfSearch, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { matchesEveryWord, searchTermSchema } from "../search/searchText.ts";
import { parseInput } from "../validation.ts";

const searchSchema = rowWindowSchema.extend({ search: searchTermSchema });

/**
 * People whose surnames, name or DNI contain every word of `search` (accents and case
 * ignored), in alphabetical order of surnames, with the total that matched.
 */
export async function searchPersonas(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Persona[]; total: number }> {
  requireLoggedIn(actor);
  const { search, offset, limit } = parseInput(searchSchema, input);
  const where = matchesEveryWord(search);
  const [items, total] = await Promise.all([
    deps.db.persona.findMany({ where, orderBy: [{ busqueda: "asc" }, { id: "asc" }], skip: offset, take: limit }),
    deps.db.persona.count({ where }),
  ]);
  return { items, total };
}

/** One numbered page, as the REST list returns it with `paginated=true`. */
export async function pagePersonas(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Persona[]; pagination: Pagination }> {
  requireLoggedIn(actor);
  return pageOfSearch(input, (window) => searchPersonas(deps, actor, window));
}

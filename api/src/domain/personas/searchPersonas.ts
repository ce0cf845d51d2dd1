/** The people list (spec section 2 "People"): search by name, surnames or DNI, paged. */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { type Persona, Prisma } from "../../db/generated/prisma/client.ts";
import { listWindowSchema, type Pagination, pageOfSearch } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { NOT_BLOCKED, UNBLOCKED_TOTAL } from "../rgpd/blocking.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";
import { PERSONA_COLUMNS } from "./personaColumns.ts";

const PERSONAS: ListSource = {
  table: "personas",
  columns: PERSONA_COLUMNS,
  orderBy: Prisma.sql`busqueda, id`,
  searchable: true,
  // Blocked people (LOPDGDD art. 32) are in no search, so in no select mode either.
  where: [NOT_BLOCKED],
  unsearchedTotal: UNBLOCKED_TOTAL,
};

/**
 * People whose surnames, name or DNI contain every word of `search` (accents and case
 * ignored), in alphabetical order of surnames, with the total that matched.
 */
export async function searchPersonas(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Persona[]; total: number }> {
  requireLoggedIn(actor);
  return searchList<Persona>(deps.db, PERSONAS, parseInput(listWindowSchema, input));
}

/** One numbered page, as the REST list returns it with `paginated=true`. */
export async function pagePersonas(deps: Deps, actor: Actor, input: unknown): Promise<{ items: Persona[]; pagination: Pagination }> {
  requireLoggedIn(actor);
  return pageOfSearch(input, (window) => searchPersonas(deps, actor, window));
}

/**
 * The record list (spec section 2 "Record list"): search by id, registro or identificación,
 * ignoring case and accents, newest first.
 */
import type { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { ACCENTED_LETTERS, normaliseForSearch, PLAIN_LETTERS } from "../search/searchText.ts";

export type AnimalSearch = { search?: unknown };

/** `undefined` when there is nothing to filter by; otherwise the ids that match. */
async function matchingIds(deps: Deps, search: unknown): Promise<number[] | undefined> {
  const text = typeof search === "string" ? search.trim().slice(0, 100) : "";
  if (!text) return undefined;
  const needle = normaliseForSearch(text);
  const rows = await deps.db.$queryRaw<{ id: number }[]>`
    SELECT id FROM animales
    WHERE id::text = ${text}
       OR strpos(translate(lower(registro), ${ACCENTED_LETTERS}, ${PLAIN_LETTERS}), ${needle}) > 0
       OR strpos(translate(lower(coalesce(identificacion, '')), ${ACCENTED_LETTERS}, ${PLAIN_LETTERS}), ${needle}) > 0`;
  return rows.map((row) => row.id);
}

async function searchWhere(deps: Deps, input: AnimalSearch): Promise<Prisma.AnimalWhereInput> {
  const ids = await matchingIds(deps, input.search);
  return ids ? { id: { in: ids } } : {};
}

export type AnimalQuery = {
  include?: Prisma.AnimalInclude;
  select?: Prisma.AnimalSelect;
  take?: number;
  skip?: number;
  cursor?: Prisma.AnimalWhereUniqueInput;
};

/** A page of the list for GraphQL (`query` carries Pothos' selection and cursor). */
export async function searchAnimals(deps: Deps, actor: Actor, input: AnimalSearch, query: AnimalQuery = {}) {
  requireLoggedIn(actor);
  return deps.db.animal.findMany({ ...query, where: await searchWhere(deps, input), orderBy: { id: "desc" } });
}

export async function countAnimals(deps: Deps, actor: Actor, input: AnimalSearch): Promise<number> {
  requireLoggedIn(actor);
  return deps.db.animal.count({ where: await searchWhere(deps, input) });
}

/** Every matching row with its lookup texts, as the REST list returns them. */
export async function listAnimalRows(deps: Deps, actor: Actor, input: AnimalSearch) {
  requireLoggedIn(actor);
  return deps.db.animal.findMany({
    where: await searchWhere(deps, input),
    include: { tipo: true, talla: true, sexo: true },
    orderBy: { id: "desc" },
  });
}

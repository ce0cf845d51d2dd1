/**
 * The one way a list is searched, paged and counted (docs/development.md "Lists"): every list
 * (people, town halls, fichas, users, logs, and the ones to come) reads one window of rows and
 * its total in ONE statement:
 *
 *   SELECT c.total, p.* FROM (SELECT <total> AS total) c
 *   LEFT JOIN LATERAL (SELECT <columns> FROM <table> WHERE <match> ORDER BY ... LIMIT ... OFFSET ...) p ON true
 *
 * - the match is the table's generated, folded `busqueda` column holding every word of the term
 *   (`LIKE '%word%'`, served by its pg_trgm GIN index), or the Nº Id itself when the term is a
 *   whole number and the list searches ids;
 * - the total is exact: counted over the match when there is a search, read from `totales` (kept
 *   by triggers) when there is none and the table has a row there, so the sidebar and the
 *   unfiltered list share one source, or given by the list (`unsearchedTotal`) when an index
 *   counts its filter;
 * - a window past the end still answers its total (the LEFT JOIN keeps the count's row);
 * - what a row shows from other tables (`perRow`) is joined to the window's rows only, after paging.
 */
import type { Db } from "../../db/client.ts";
import { Prisma } from "../../db/generated/prisma/client.ts";
import { recordIdOf } from "../rules/recordId.ts";
import { escapeLike, searchWords } from "./searchText.ts";

export type ListSource = {
  /** Table (a constant of the code, never user input). */
  table: string;
  /** The columns each row carries, aliased to the Prisma model's field names; must include `id`. */
  columns: Prisma.Sql;
  orderBy: Prisma.Sql;
  /** Conditions of the list itself (a log's date window), beside the search. */
  where?: Prisma.Sql[];
  /** The table has a `busqueda` column that the term searches. */
  searchable?: boolean;
  /** A term that is a whole number also finds the row with that id (the Nº Id the list shows). */
  matchesId?: boolean;
  /** `totales` keeps this table's row count. */
  keptTotal?: boolean;
  /**
   * The exact total without a search term, for a list whose `where` an index counts faster than
   * its rows can be (the fichas in the shelter are the open E/S); replaces the kept total.
   */
  unsearchedTotal?: Prisma.Sql;
  /**
   * Read for each row of the window only, after paging: a `LEFT JOIN LATERAL (...) AS x ON true`
   * on the window's rows (`p`) and the columns it adds (a ficha's last E/S).
   */
  perRow?: { join: Prisma.Sql; columns: Prisma.Sql };
};

export type ListWindow = { search?: string | null; offset: number; limit?: number };

function matchCondition(source: ListSource, search: string | null | undefined): Prisma.Sql | null {
  const words = source.searchable ? searchWords(search) : [];
  if (!words.length) return null;
  const everyWord = Prisma.join(
    words.map((word) => Prisma.sql`busqueda LIKE ${`%${escapeLike(word)}%`}`),
    " AND ",
  );
  const term = search?.trim() ?? "";
  const id = source.matchesId ? recordIdOf(term) : null;
  return id === null ? Prisma.sql`(${everyWord})` : Prisma.sql`(id = ${id} OR (${everyWord}))`;
}

function conditionsOf(source: ListSource, search: string | null | undefined): Prisma.Sql[] {
  const match = matchCondition(source, search);
  return [...(source.where ?? []), ...(match ? [match] : [])];
}

function whereClause(conditions: Prisma.Sql[]): Prisma.Sql {
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

const perRowColumns = (source: ListSource) => (source.perRow ? Prisma.sql`, ${source.perRow.columns}` : Prisma.empty);

/** One window of a list and how many rows match, in one statement. */
export async function searchList<Row>(db: Db, source: ListSource, window: ListWindow): Promise<{ items: Row[]; total: number }> {
  const conditions = conditionsOf(source, window.search);
  const where = whereClause(conditions);
  const table = Prisma.raw(source.table);
  const searched = matchCondition(source, window.search) !== null;
  const total =
    !searched && source.unsearchedTotal
      ? source.unsearchedTotal
      : conditions.length || !source.keptTotal
        ? Prisma.sql`SELECT count(*)::int AS total FROM ${table} ${where}`
        : Prisma.sql`SELECT total FROM totales WHERE tabla = ${source.table}`;
  const limit = window.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${window.limit}`;
  const rows = await db.$queryRaw<({ total: number; id: number | null } & Row)[]>`
    SELECT c.total, p.*${perRowColumns(source)} FROM (${total}) AS c
    LEFT JOIN LATERAL (
      SELECT ${source.columns} FROM ${table} ${where} ORDER BY ${source.orderBy} ${limit} OFFSET ${window.offset}
    ) AS p ON true ${source.perRow?.join ?? Prisma.empty}`;
  const items = rows.filter((row) => row.id !== null).map(({ total: _total, ...row }) => row as unknown as Row);
  return { items, total: rows[0]?.total ?? 0 };
}

/**
 * Every matching row in batches of `batchSize`, for answers too big to hold at once (the REST
 * record list without paging). Needs a list ordered by `id DESC`: each batch starts below the
 * last id of the one before, so no batch re-reads skipped rows.
 */
export async function* listInBatches<Row extends { id: number }>(
  db: Db,
  source: ListSource,
  search: string | null | undefined,
  batchSize: number,
): AsyncGenerator<Row[]> {
  let below: number | null = null;
  for (;;) {
    const before: ListSource = below === null ? source : { ...source, where: [...(source.where ?? []), Prisma.sql`id < ${below}`] };
    const rows = await db.$queryRaw<Row[]>`
      SELECT p.*${perRowColumns(source)} FROM (
        SELECT ${source.columns} FROM ${Prisma.raw(source.table)} ${whereClause(conditionsOf(before, search))}
        ORDER BY id DESC LIMIT ${batchSize}
      ) AS p ${source.perRow?.join ?? Prisma.empty}
      ORDER BY p.id DESC`;
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    below = rows.at(-1)!.id;
  }
}

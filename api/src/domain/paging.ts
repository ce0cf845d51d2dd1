/** Page arithmetic shared by every paged list (spec section 3 "Paged response"). */
import { z } from "zod";
import { searchTermSchema } from "./search/searchText.ts";
import { parseInput } from "./validation.ts";

/** Spec section 9: people and municipality lists show 10 rows a page. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export type Pagination = { page: number; totalPages: number; hasNext: boolean; hasPrev: boolean };

/** Query-string numbers arrive as text; anything but a plain positive integer is refused. */
const positiveInteger = (message: string) =>
  z
    .union([z.number(message), z.string(message).regex(/^\d{1,9}$/, message)], message)
    .transform(Number)
    .pipe(z.number().int(message).min(1, message));

export const pageRequestSchema = z.object({
  page: positiveInteger("La página debe ser un número entero mayor que 0").default(1),
  limit: positiveInteger(`El límite debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}`)
    .pipe(z.number().max(MAX_PAGE_SIZE, `El límite debe ser un número entero entre 1 y ${MAX_PAGE_SIZE}`))
    .default(PAGE_SIZE),
});

/**
 * A window of at most `maxRows` rows: `limit` absent means every row from `offset` on. A page
 * of n rows reads n + 1 (the extra row tells whether a next page exists).
 */
const BAD_WINDOW = "Parámetros de paginación no válidos";
export const rowWindowUpTo = (maxRows: number) =>
  z.object({
    offset: z.number(BAD_WINDOW).int(BAD_WINDOW).min(0, BAD_WINDOW).max(2_147_483_647, "La página solicitada no existe"),
    limit: z.number(BAD_WINDOW).int(BAD_WINDOW).min(1, BAD_WINDOW).max(maxRows, BAD_WINDOW).optional(),
  });
export const rowWindowSchema = rowWindowUpTo(MAX_PAGE_SIZE + 1);

export type RowWindow = z.output<typeof rowWindowSchema>;

/** What every list's search takes: a window of rows and the search box's term. */
export const listWindowSchema = rowWindowSchema.extend({ search: searchTermSchema });

export function offsetOfPage(page: number, limit: number): number {
  return (page - 1) * limit;
}

/** An empty list has 0 pages; a page past the end is empty, with hasPrev so the client can step back. */
export function describePage(page: number, limit: number, total: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return { page, totalPages, hasNext: page < totalPages, hasPrev: page > 1 };
}

const pageSearchSchema = pageRequestSchema.extend({ search: searchTermSchema });

/** A search's window of rows and the search term, as the list searches take them. */
type SearchWindow = { search: string | null | undefined; offset: number; limit: number };

/**
 * One numbered page of a searchable list, as the REST lists return it with `paginated=true`:
 * `input` holds page, limit and search; `search` reads the window and counts every match.
 */
export async function pageOfSearch<T>(
  input: unknown,
  search: (window: SearchWindow) => Promise<{ items: T[]; total: number }>,
): Promise<{ items: T[]; pagination: Pagination }> {
  const { page, limit, search: term } = parseInput(pageSearchSchema, input);
  const { items, total } = await search({ search: term, offset: offsetOfPage(page, limit), limit });
  return { items, pagination: describePage(page, limit, total) };
}

/**
 * Numbered pages over Relay connections. The spec's lists jump to any page number, so a
 * connection also takes `page` (1-based, `first` rows a page) and tells its `page`,
 * `totalPages` and `totalCount`; the usual `first/after/last/before` cursors work too. Cursors
 * are offsets, so both ways address the same rows.
 */
import { type ArgBuilder, PothosValidationError } from "@pothos/core";
import { type DefaultConnectionArguments, offsetToCursor, resolveOffsetConnection } from "@pothos/plugin-relay";
import { badRequest } from "../domain/errors.ts";
import type { BuilderTypes } from "./builder.ts";
import { describePage, MAX_PAGE_SIZE, PAGE_SIZE, type RowWindow } from "../domain/paging.ts";

export type RowsAndTotal<T> = { items: T[]; total: number };

const badPaging = (message = "Parámetros de paginación no válidos") => badRequest(message);

/** Page sizes of a list: most show 10 rows and take at most MAX_PAGE_SIZE; a few screens read more at once. */
export type PageSizes = { defaultSize?: number; maxSize?: number };

export async function resolvePagedConnection<T>(
  args: DefaultConnectionArguments & { page?: number | null },
  load: (window: Required<RowWindow>) => Promise<RowsAndTotal<T>>,
  { defaultSize = PAGE_SIZE, maxSize = MAX_PAGE_SIZE }: PageSizes = {},
) {
  const size = args.first ?? args.last ?? defaultSize;
  if (size < 1 || size > maxSize) throw badPaging(`El tamaño de página debe estar entre 1 y ${maxSize}`);
  if (args.page != null && (args.page < 1 || args.after || args.before || args.last != null)) throw badPaging();
  const cursorArgs = args.page == null ? args : { first: size, after: args.page > 1 ? offsetToCursor((args.page - 1) * size - 1) : null };

  let total = 0;
  let offset = 0;
  try {
    const connection = await resolveOffsetConnection({ args: cursorArgs, defaultSize, maxSize }, async (window) => {
      offset = window.offset;
      const rows = await load(window);
      total = rows.total;
      return rows.items;
    });
    const { page, totalPages } = describePage(Math.floor(offset / size) + 1, size, total);
    return { ...connection, totalCount: total, page, totalPages };
  } catch (error) {
    if (error instanceof PothosValidationError) throw badPaging();
    throw error;
  }
}

/** The `page` argument of a paged connection; `rows` names what its pages hold ("personas"). */
export function pageArg(arg: ArgBuilder<BuilderTypes>, rows: string, { defaultSize = PAGE_SIZE }: PageSizes = {}) {
  return arg.int({ description: `Página (desde 1) de \`first\` ${rows} (${defaultSize} por defecto), en lugar de cursores.` });
}

/** The numbered-page fields every paged connection shows; `counted` describes its totalCount. */
export function pageFields(c: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, { totalCount: number; page: number; totalPages: number }>, counted: string) {
  return {
    totalCount: c.exposeInt("totalCount", { description: counted }),
    page: c.exposeInt("page", { description: "Número de esta página, desde 1." }),
    totalPages: c.exposeInt("totalPages", { description: "Cuántas páginas hay." }),
  };
}

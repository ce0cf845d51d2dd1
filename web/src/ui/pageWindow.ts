/**
 * Which page numbers the pagination control shows (spec section 2 "Pagination control"): up
 * to `size` numbers around the current page, plus the first and the last page, with an
 * ellipsis where numbers are skipped.
 */
export type PageWindow = {
  pages: number[];
  first: boolean;
  leadingGap: boolean;
  last: boolean;
  trailingGap: boolean;
};

export function pageWindow(page: number, totalPages: number, size = 5): PageWindow {
  const current = Math.min(Math.max(page, 1), Math.max(totalPages, 1));
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), totalPages - size + 1));
  const end = Math.min(totalPages, start + size - 1);
  const pages = Array.from({ length: Math.max(end - start + 1, 0) }, (_, i) => start + i);
  return { pages, first: start > 1, leadingGap: start > 2, last: end < totalPages, trailingGap: end < totalPages - 1 };
}

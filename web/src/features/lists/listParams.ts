/**
 * Search text and page number of a paged list live in the URL (?search=&page=), so reloading,
 * the back button and shared links keep them; `mode=select` and other parameters are kept.
 */
import { useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";

export type ListVariables = { search: string | null; page: number };

export function listVariables(url: URL): ListVariables {
  const page = Number(url.searchParams.get("page"));
  return {
    search: url.searchParams.get("search")?.trim().slice(0, 100) || null,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

export function usePageParams() {
  const [params, setParams] = useSearchParams();
  const { search, page } = listVariables(new URL(`?${params}`, window.location.origin));

  /** A new search starts again at page 1 (spec section 4). */
  const setSearch = useCallback(
    (term: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (term) next.set("search", term);
        else next.delete("search");
        next.delete("page");
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (n: number, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (n > 1) next.set("page", String(n));
        else next.delete("page");
        return next;
      }, options),
    [setParams],
  );

  return { search: search ?? "", page, setSearch, setPage };
}

/** A delete can empty the last page: step back to the new last one. */
export function useStepBackPastLastPage(totalPages: number): void {
  const { page, setPage } = usePageParams();
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages, { replace: true });
  }, [page, totalPages, setPage]);
}

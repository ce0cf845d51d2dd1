/**
 * Search text and page number of a paged list live in the URL (?search=&page=), so reloading,
 * the back button and shared links keep them; `mode=select` and other parameters are kept.
 */
import { useCallback, useEffect } from "react";
import { type GraphQLTaggedNode, loadQuery } from "react-relay/hooks";
import { type LoaderFunctionArgs, useSearchParams } from "react-router";
import type { Environment, OperationType } from "relay-runtime";
import { SEARCH_MAX_LENGTH } from "@rules/search.ts";

export type ListVariables = { search: string | null; page: number };

export function listVariables(url: URL): ListVariables {
  const page = Number(url.searchParams.get("page"));
  return {
    search: url.searchParams.get("search")?.trim().slice(0, SEARCH_MAX_LENGTH) || null,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** Each visit and each change of search or page reads the list afresh, showing what is cached meanwhile. */
export function listLoader<Q extends OperationType & { variables: { search?: string | null; page: number } }>(
  environment: Environment,
  query: GraphQLTaggedNode,
) {
  return ({ request }: LoaderFunctionArgs) =>
    // Q's variables are the search and page that ListVariables holds; TypeScript cannot see it through the generic.
    loadQuery<Q>(environment, query, listVariables(new URL(request.url)) as Q["variables"], { fetchPolicy: "store-and-network" });
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

/** Rows on a numbered page of the people and town hall lists (their queries ask `first: 10`). */
export const LIST_PAGE_SIZE = 10;

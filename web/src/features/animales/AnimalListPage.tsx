import { Plus } from "lucide-react";
import { graphql, loadQuery } from "react-relay";
import { type LoaderFunctionArgs, useSearchParams } from "react-router";
import type { Environment } from "relay-runtime";
import type { AnimalListPageQuery as AnimalListPageQueryType } from "../../__generated__/AnimalListPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { SearchField } from "../../ui/SearchField.tsx";
import { SEARCH_MAX_LENGTH } from "@rules/search.ts";
import { usePageParams } from "../lists/listParams.ts";
import { AnimalListTable } from "./AnimalListTable.tsx";

export const AnimalListPageQuery = graphql`
  query AnimalListPageQuery($search: String, $page: Int!) {
    ...AnimalListTable_query @arguments(search: $search, page: $page)
  }
`;

/** Search and page of the URL (?filtro=&page=), so going back to the list keeps them. */
function listParams(params: URLSearchParams): { search: string | null; page: number } {
  const page = Number(params.get("page"));
  return {
    search: params.get("filtro")?.trim().slice(0, SEARCH_MAX_LENGTH) || null,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

export function animalListLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<AnimalListPageQueryType>(environment, AnimalListPageQuery, listParams(new URL(request.url).searchParams), {
      fetchPolicy: "store-and-network",
    });
}

/** 'Gestión de Fichas Registrales' (spec section 2 "Record list"). */
export function AnimalListPage() {
  const data = useRouteQuery<AnimalListPageQueryType>(AnimalListPageQuery);
  const [params, setParams] = useSearchParams();
  const current = params.get("filtro") ?? "";
  const { page } = listParams(params);
  const { setPage } = usePageParams();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Gestión de Fichas Registrales</h1>
        <LinkButton href="/animales">
          <Plus size={16} aria-hidden />
          Nueva ficha registral
        </LinkButton>
      </header>
      <SearchField label="Buscar por ID, registro o identificación" value={current} onSearch={(filtro) => setParams(filtro ? { filtro } : {})} />
      <AnimalListTable query={data} search={current} page={page} onPageChange={setPage} />
    </div>
  );
}

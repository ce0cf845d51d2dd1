import { Plus } from "lucide-react";
import { graphql, loadQuery, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from "react-router";
import type { Environment } from "relay-runtime";
import type { AnimalListPageQuery as AnimalListPageQueryType } from "../../__generated__/AnimalListPageQuery.graphql.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { SearchField } from "../../ui/SearchField.tsx";
import { AnimalListTable } from "./AnimalListTable.tsx";

export const AnimalListPageQuery = graphql`
  query AnimalListPageQuery($search: String) {
    ...AnimalListTable_query @arguments(search: $search)
  }
`;

/** The search lives in the URL (?filtro=), so going back to the list keeps it. */
export function animalListLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) => {
    const search = new URL(request.url).searchParams.get("filtro")?.trim() || null;
    return loadQuery<AnimalListPageQueryType>(environment, AnimalListPageQuery, { search }, { fetchPolicy: "store-and-network" });
  };
}

/** 'Gestión de Fichas Registrales' (spec section 2 "Record list"). */
export function AnimalListPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AnimalListPageQueryType>;
  const data = usePreloadedQuery<AnimalListPageQueryType>(AnimalListPageQuery, queryRef);
  const [params, setParams] = useSearchParams();
  const current = params.get("filtro") ?? "";
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold text-slate-900">Gestión de Fichas Registrales</h1>
        <LinkButton href="/animales">
          <Plus size={16} aria-hidden />
          Nueva ficha registral
        </LinkButton>
      </header>
      <SearchField
        label="Buscar por ID, registro o identificación"
        value={current}
        onSearch={(filtro) => setParams(filtro ? { filtro } : {})}
      />
      <AnimalListTable query={data} search={current} />
    </div>
  );
}

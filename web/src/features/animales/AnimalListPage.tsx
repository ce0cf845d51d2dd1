import { Plus } from "lucide-react";
import { Suspense } from "react";
import { graphql } from "react-relay/hooks";
import { useSearchParams } from "react-router";
import type { AnimalListPageQuery as AnimalListPageQueryType } from "../../__generated__/AnimalListPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { LinkButton } from "../../ui/Button.tsx";
import { SearchField } from "../../ui/SearchField.tsx";
import { Select } from "../../ui/Select.tsx";
import { SCREEN_CLASS, ScreenHeader } from "../../ui/ScreenHeader.tsx";
import { LoadingScreen } from "../../ui/Spinner.tsx";
import { ESTADO_FILTER_LABELS, ESTADO_FILTERS } from "@rules/estadoFicha.ts";
import { usePageParams } from "../lists/listParams.ts";
import { estadoParam, listParams } from "./animalListLoader.ts";
import { AnimalListTable } from "./AnimalListTable.tsx";

export const AnimalListPageQuery = graphql`
  query AnimalListPageQuery($search: String, $estado: EstadoFichaFiltro, $page: Int!) {
    ...AnimalListTable_query @arguments(search: $search, estado: $estado, page: $page)
  }
`;

const ESTADO_OPTIONS = ESTADO_FILTERS.map((id) => ({ id, label: ESTADO_FILTER_LABELS[id] }));

/**
 * 'Gestión de Fichas Registrales' (spec section 2 "Record list"; the title comes from its route,
 * which shows it before this code arrives), with the estado filter (beyond the spec).
 */
export function AnimalListPage({ title }: { title: string }) {
  const [params, setParams] = useSearchParams();
  const current = params.get("filtro") ?? "";
  const estado = estadoParam(params) ?? "todos";
  const { page } = listParams(params);
  const { setPage } = usePageParams();

  /** A new search or estado starts again at page 1 (spec section 4) and keeps the other, as the URL has it now. */
  function show(name: "filtro" | "estado", value: string) {
    setParams((now) => {
      const next = new URLSearchParams(now);
      if (value && value !== "todos") next.set(name, value);
      else next.delete(name);
      next.delete("page");
      return next;
    });
  }

  return (
    <div className={SCREEN_CLASS}>
      <ScreenHeader title={title}>
        <LinkButton href="/animales">
          <Plus size={16} aria-hidden />
          Nueva ficha registral
        </LinkButton>
      </ScreenHeader>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField label="Buscar por ID, registro o identificación" value={current} onSearch={(filtro) => show("filtro", filtro)} />
        <Select
          label="Estado"
          className="w-full sm:w-52"
          options={ESTADO_OPTIONS}
          selectedKey={estado}
          onSelectionChange={(key) => show("estado", String(key ?? "todos"))}
        />
      </div>
      {/* The heading and the filters show while the first page of fichas is on its way. */}
      <Suspense fallback={<LoadingScreen />}>
        <AnimalListResults search={current} estado={estado} page={page} onPageChange={setPage} />
      </Suspense>
    </div>
  );
}

function AnimalListResults(props: Omit<Parameters<typeof AnimalListTable>[0], "query">) {
  const data = useRouteQuery<AnimalListPageQueryType>(AnimalListPageQuery);
  return <AnimalListTable query={data} {...props} />;
}

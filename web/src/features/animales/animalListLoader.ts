/**
 * The record list's route loader, apart from the page's code (routes.tsx loads both at once): the
 * list's query starts as soon as this small module and the operation's artefact arrive, not after
 * the screen and its table.
 */
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import AnimalListPageQuery, {
  type AnimalListPageQuery as AnimalListPageQueryType,
  type EstadoFichaFiltro,
} from "../../__generated__/AnimalListPageQuery.graphql.ts";
import type { EstadoFilter } from "@rules/estadoFicha.ts";
import { SEARCH_MAX_LENGTH } from "@rules/search.ts";

/** The URL's `?estado=` (the REST filter's words), or null for every ficha. */
export function estadoParam(params: URLSearchParams): Exclude<EstadoFilter, "todos"> | null {
  const value = params.get("estado");
  return value === "en_refugio" || value === "fuera" ? value : null;
}

/** Search, estado and page of the URL (?filtro=&estado=&page=), so going back to the list keeps them. */
export function listParams(params: URLSearchParams): AnimalListPageQueryType["variables"] {
  const page = Number(params.get("page"));
  const estado = estadoParam(params);
  return {
    search: params.get("filtro")?.trim().slice(0, SEARCH_MAX_LENGTH) || null,
    estado: estado && (estado.toUpperCase() as EstadoFichaFiltro),
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

export function animalListLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<AnimalListPageQueryType>(environment, AnimalListPageQuery, listParams(new URL(request.url).searchParams), {
      fetchPolicy: "store-and-network",
    });
}

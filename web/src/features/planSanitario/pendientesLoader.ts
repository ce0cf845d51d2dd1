/** 'Pendientes' route loader, apart from the page's code (see relay/routeLoader.ts). */
import { CLASES, type Clase } from "@rules/planSanitario.ts";
import { recordIdOf } from "@rules/recordId.ts";
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import PendientesPageQuery, { type PendientesPageQuery as PendientesPageQueryType } from "../../__generated__/PendientesPageQuery.graphql.ts";
import { listVariables } from "../lists/listParams.ts";

/** The filters in the URL (?clase=&tipo=&page=); anything else reads as no filter. */
export function filtersOf(params: URLSearchParams): { clase: Clase | null; tipoId: number | null } {
  const clase = params.get("clase");
  return { clase: CLASES.includes(clase as Clase) ? (clase as Clase) : null, tipoId: recordIdOf(params.get("tipo")) };
}

/** Each visit, each filter and each page reads the list afresh: items fall due with the days. */
export function pendientesLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    return loadQuery<PendientesPageQueryType>(
      environment,
      PendientesPageQuery,
      { page: listVariables(url).page, ...filtersOf(url.searchParams) },
      { fetchPolicy: "network-only" },
    );
  };
}

/** 'Tratamientos en curso' route loader, apart from the page's code (see relay/routeLoader.ts). */
import { loadQuery } from "react-relay/hooks";
import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import TratamientosPageQuery, { type TratamientosPageQuery as TratamientosPageQueryType } from "../../__generated__/TratamientosPageQuery.graphql.ts";
import { listVariables } from "../lists/listParams.ts";

/** Each visit and each page change reads the list afresh (treatments start and end with time). */
export function tratamientosLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<TratamientosPageQueryType>(
      environment,
      TratamientosPageQuery,
      { page: listVariables(new URL(request.url)).page },
      { fetchPolicy: "network-only" },
    );
}

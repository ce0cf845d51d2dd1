import { type GraphQLTaggedNode, type PreloadedQuery, usePreloadedQuery } from "react-relay/hooks";
import { useLoaderData } from "react-router";
import type { OperationType } from "relay-runtime";

/** The data of the query this screen's route loader preloaded (routes.tsx): what every screen reads first. */
export function useRouteQuery<Q extends OperationType>(query: GraphQLTaggedNode): Q["response"] {
  return usePreloadedQuery<Q>(query, useLoaderData() as PreloadedQuery<Q>);
}

import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { useRefreshCountsQuery } from "../__generated__/useRefreshCountsQuery.graphql.ts";

const RefreshCountsQuery = graphql`
  query useRefreshCountsQuery {
    counts {
      animales
      personas
      ayuntamientos
      actuacionesPendientes
    }
  }
`;

/**
 * Refreshes the sidebar's live counts now (spec section 7: "also invalidated after changes").
 * Call it after creating or deleting anything they count (recording, adding, rescheduling or
 * cancelling an actuación changes 'Pendientes'): the fresh totals land in the Relay
 * store, and the sidebar, which reads the same `counts` record, shows them at once.
 */
export function useRefreshCounts(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery<useRefreshCountsQuery>(environment, RefreshCountsQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
  }, [environment]);
}

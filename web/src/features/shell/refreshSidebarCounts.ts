import { useCallback } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";

const CountsQuery = graphql`
  query refreshSidebarCountsQuery {
    counts {
      animales
      personas
      ayuntamientos
    }
  }
`;

/**
 * Re-reads the sidebar's totals after a create or a delete; the store update re-renders the
 * counts wherever they show, without waiting for the 30 s refresh.
 */
export function useRefreshSidebarCounts(): () => void {
  const environment = useRelayEnvironment();
  return useCallback(() => {
    fetchQuery(environment, CountsQuery, {}, { fetchPolicy: "network-only" }).subscribe({});
  }, [environment]);
}

import { useEffect, useRef } from "react";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay/hooks";
import type { useDiasEnRefugioQuery } from "../../__generated__/useDiasEnRefugioQuery.graphql.ts";
import { toastError } from "../../ui/Toast.tsx";

const query = graphql`
  query useDiasEnRefugioQuery($id: ID!) {
    node(id: $id) {
      ... on EntradaSalida {
        diasEnRefugio
      }
    }
  }
`;

/**
 * The E/S's days in the shelter, always read from the server (spec section 9: the días-en-refugio
 * query is never served from cache), handed to `onLoaded` once. `entradaSalidaId` null: nothing to read.
 */
export function useDiasEnRefugio(entradaSalidaId: string | null, onLoaded: (dias: number) => void): void {
  const environment = useRelayEnvironment();
  const latest = useRef(onLoaded);
  latest.current = onLoaded;
  useEffect(() => {
    if (!entradaSalidaId) return;
    const subscription = fetchQuery<useDiasEnRefugioQuery>(environment, query, { id: entradaSalidaId }, { fetchPolicy: "network-only" }).subscribe({
      next: (data) => {
        if (typeof data.node?.diasEnRefugio === "number") latest.current(data.node.diasEnRefugio);
      },
      error: () => toastError("No se pudieron cargar los días en el refugio"),
    });
    return () => subscription.unsubscribe();
  }, [environment, entradaSalidaId]);
}

import { graphql } from "react-relay/hooks";
import type { DeleteObservacionMutation as Mutation } from "../../__generated__/DeleteObservacionMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { type ShownObservaciones, OBSERVACIONES_PAGE_SIZE } from "./shownObservaciones.ts";

const mutation = graphql`
  mutation DeleteObservacionMutation($input: DeleteObservacionInput!, $connections: [ID!]!, $soloTratamientos: Boolean!) {
    deleteObservacion(input: $input) {
      __typename
      ... on DeleteObservacionPayload {
        deletedId @deleteEdge(connections: $connections)
        totalCount(soloTratamientos: $soloTratamientos)
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes an observation and, after the commit, its document; the row leaves the page shown and the total follows. */
export function useDeleteObservacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async (id: string, shown: ShownObservaciones) =>
    (
      await run({
        variables: { input: { id }, connections: [shown.connectionId], soloTratamientos: shown.soloTratamientos },
        updater: (store, data) => setTotalCount(store, [shown.connectionId], data?.deleteObservacion.totalCount, OBSERVACIONES_PAGE_SIZE),
      })
    ).deleteObservacion;
  return [remove, isInFlight] as const;
}

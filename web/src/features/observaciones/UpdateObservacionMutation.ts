import { graphql } from "react-relay/hooks";
import { ConnectionHandler } from "relay-runtime";
import type { UpdateObservacionInput, UpdateObservacionMutation as Mutation } from "../../__generated__/UpdateObservacionMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { type ShownObservaciones, OBSERVACIONES_PAGE_SIZE } from "./shownObservaciones.ts";

const mutation = graphql`
  mutation UpdateObservacionMutation($input: UpdateObservacionInput!) {
    updateObservacion(input: $input) {
      __typename
      ... on UpdateObservacionPayload {
        observacion {
          id
          tratamiento
          ...ObservacionRow_observacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/**
 * Saves an observation's changes; the tab's row reads them from the store. A treatment turned
 * into a plain observation leaves the table under 'Solo los tratamientos', and its total drops.
 */
export function useUpdateObservacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const update = async (input: UpdateObservacionInput, shown: ShownObservaciones) =>
    (
      await run({
        variables: { input },
        updater: (store, data) => {
          const saved = data?.updateObservacion.observacion;
          const connection = store.get(shown.connectionId);
          if (!shown.soloTratamientos || !connection || !saved || saved.tratamiento) return;
          ConnectionHandler.deleteNode(connection, saved.id);
          setTotalCount(store, [shown.connectionId], Math.max(0, Number(connection.getValue("totalCount")) - 1), OBSERVACIONES_PAGE_SIZE);
        },
      })
    ).updateObservacion;
  return [update, isInFlight] as const;
}

import { graphql } from "react-relay/hooks";
import type { CreateObservacionInput, CreateObservacionMutation as Mutation } from "../../__generated__/CreateObservacionMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { type ShownObservaciones, OBSERVACIONES_PAGE_SIZE } from "./shownObservaciones.ts";

const mutation = graphql`
  mutation CreateObservacionMutation($input: CreateObservacionInput!, $connections: [ID!]!, $soloTratamientos: Boolean!) {
    createObservacion(input: $input) {
      __typename
      ... on CreateObservacionPayload {
        observacionEdge @prependEdge(connections: $connections) {
          node {
            id
            ...ObservacionRow_observacion
          }
        }
        totalCount(soloTratamientos: $soloTratamientos)
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/**
 * Adds an observation. Newest first, so the row goes on top of the first page when the table
 * shows it (not on a later page, not a plain observation under 'Solo los tratamientos'); the
 * table's total and pages follow either way.
 */
export function useCreateObservacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateObservacionInput, shown: ShownObservaciones) => {
    const showsIt = shown.page === 1 && (!shown.soloTratamientos || !!input.tratamiento);
    const response = await run({
      variables: { input, connections: showsIt ? [shown.connectionId] : [], soloTratamientos: shown.soloTratamientos },
      updater: (store, data) => setTotalCount(store, [shown.connectionId], data?.createObservacion.totalCount, OBSERVACIONES_PAGE_SIZE),
    });
    return response.createObservacion;
  };
  return [create, isInFlight] as const;
}

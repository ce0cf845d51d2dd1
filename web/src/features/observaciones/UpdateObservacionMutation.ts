import { graphql } from "react-relay";
import type { UpdateObservacionInput, UpdateObservacionMutation as Mutation } from "../../__generated__/UpdateObservacionMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdateObservacionMutation($input: UpdateObservacionInput!) {
    updateObservacion(input: $input) {
      __typename
      ... on UpdateObservacionPayload {
        observacion {
          id
          databaseId
          descripcion
          tratamiento
          tratamientoFechaInicio
          tratamientoFechaFin
          documentacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves an observation's changes; the tab's row reads them from the store. */
export function useUpdateObservacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const update = async (input: UpdateObservacionInput) => (await run({ variables: { input } })).updateObservacion;
  return [update, isInFlight] as const;
}

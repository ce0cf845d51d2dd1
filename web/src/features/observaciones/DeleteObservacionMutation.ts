import { graphql } from "react-relay";
import type { DeleteObservacionMutation as Mutation } from "../../__generated__/DeleteObservacionMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation DeleteObservacionMutation($input: DeleteObservacionInput!) {
    deleteObservacion(input: $input) {
      __typename
      ... on DeleteObservacionPayload {
        deletedId @deleteRecord
        archivosEliminados
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes an observation and, after the commit, its document; the record leaves the store. */
export function useDeleteObservacionMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async (id: string) => (await run({ variables: { input: { id } } })).deleteObservacion;
  return [remove, isInFlight] as const;
}

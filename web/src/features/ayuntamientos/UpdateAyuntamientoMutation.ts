import { graphql } from "react-relay/hooks";
import type { UpdateAyuntamientoMutation as Mutation } from "../../__generated__/UpdateAyuntamientoMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdateAyuntamientoMutation($input: UpdateAyuntamientoInput!) {
    updateAyuntamiento(input: $input) {
      __typename
      ... on UpdateAyuntamientoPayload {
        record: ayuntamiento {
          id
          ...AyuntamientoRow_ayuntamiento
          ...AyuntamientoFormDialog_ayuntamiento
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves a town hall's changes; the store updates the row and the form from the answer. */
export function useUpdateAyuntamientoMutation() {
  return useInputMutation<Mutation>(mutation, "updateAyuntamiento");
}

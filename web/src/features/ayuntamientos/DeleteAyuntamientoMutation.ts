import { graphql } from "react-relay/hooks";
import type { DeleteAyuntamientoMutation as Mutation } from "../../__generated__/DeleteAyuntamientoMutation.graphql.ts";
import { useListRowMutation } from "../lists/useListRowMutation.ts";

const mutation = graphql`
  mutation DeleteAyuntamientoMutation($input: DeleteAyuntamientoInput!, $connections: [ID!]!) {
    deleteAyuntamiento(input: $input) {
      __typename
      ... on DeleteAyuntamientoPayload {
        deletedId @deleteEdge(connections: $connections)
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes a town hall; the row leaves the page shown (`connections`) and the total follows. */
export function useDeleteAyuntamientoMutation() {
  return useListRowMutation<Mutation>(mutation, "deleteAyuntamiento", -1);
}

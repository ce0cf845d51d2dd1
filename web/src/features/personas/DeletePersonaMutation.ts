import { graphql } from "react-relay/hooks";
import type { DeletePersonaMutation as Mutation } from "../../__generated__/DeletePersonaMutation.graphql.ts";
import { useListRowMutation } from "../lists/useListRowMutation.ts";

const mutation = graphql`
  mutation DeletePersonaMutation($input: DeletePersonaInput!, $connections: [ID!]!) {
    deletePersona(input: $input) {
      __typename
      ... on DeletePersonaPayload {
        deletedId @deleteEdge(connections: $connections)
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes a person; the row leaves the page shown (`connections`) and the total follows. */
export function useDeletePersonaMutation() {
  return useListRowMutation<Mutation>(mutation, "deletePersona", -1);
}

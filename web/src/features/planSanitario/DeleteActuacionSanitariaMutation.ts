import { graphql } from "react-relay/hooks";
import type { DeleteActuacionSanitariaMutation as Mutation } from "../../__generated__/DeleteActuacionSanitariaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation DeleteActuacionSanitariaMutation($input: DeleteActuacionSanitariaInput!) {
    deleteActuacionSanitaria(input: $input) {
      __typename
      ... on DeleteActuacionSanitariaPayload {
        message
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** An actuación taken out of the catalogue and its protocols. The screen reads the catalogue again afterwards. */
export function useDeleteActuacionSanitariaMutation() {
  return useInputMutation<Mutation>(mutation, "deleteActuacionSanitaria");
}

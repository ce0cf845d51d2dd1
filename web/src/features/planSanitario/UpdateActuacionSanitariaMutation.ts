import { graphql } from "react-relay/hooks";
import type { UpdateActuacionSanitariaMutation as Mutation } from "../../__generated__/UpdateActuacionSanitariaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdateActuacionSanitariaMutation($input: UpdateActuacionSanitariaInput!) {
    updateActuacionSanitaria(input: $input) {
      __typename
      ... on UpdateActuacionSanitariaPayload {
        actuacion { id }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** An actuación of the catalogue changed. The screen reads the catalogue again afterwards. */
export function useUpdateActuacionSanitariaMutation() {
  return useInputMutation<Mutation>(mutation, "updateActuacionSanitaria");
}

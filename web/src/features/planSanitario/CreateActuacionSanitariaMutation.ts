import { graphql } from "react-relay/hooks";
import type { CreateActuacionSanitariaMutation as Mutation } from "../../__generated__/CreateActuacionSanitariaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation CreateActuacionSanitariaMutation($input: CreateActuacionSanitariaInput!) {
    createActuacionSanitaria(input: $input) {
      __typename
      ... on CreateActuacionSanitariaPayload {
        actuacion { id }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** A new actuación of the catalogue. The screen reads the catalogue again afterwards. */
export function useCreateActuacionSanitariaMutation() {
  return useInputMutation<Mutation>(mutation, "createActuacionSanitaria");
}

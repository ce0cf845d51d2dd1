import { graphql } from "react-relay/hooks";
import type { UpdatePasoProtocoloMutation as Mutation } from "../../__generated__/UpdatePasoProtocoloMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdatePasoProtocoloMutation($input: UpdatePasoProtocoloInput!) {
    updatePasoProtocolo(input: $input) {
      __typename
      ... on UpdatePasoProtocoloPayload {
        paso { id }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** A step's actuación and day changed. The screen reads the catalogue again afterwards. */
export function useUpdatePasoProtocoloMutation() {
  return useInputMutation<Mutation>(mutation, "updatePasoProtocolo");
}

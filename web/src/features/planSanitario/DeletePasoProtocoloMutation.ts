import { graphql } from "react-relay/hooks";
import type { DeletePasoProtocoloMutation as Mutation } from "../../__generated__/DeletePasoProtocoloMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation DeletePasoProtocoloMutation($input: DeletePasoProtocoloInput!) {
    deletePasoProtocolo(input: $input) {
      __typename
      ... on DeletePasoProtocoloPayload {
        message
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** A step taken out of a species' protocol. The screen reads the catalogue again afterwards. */
export function useDeletePasoProtocoloMutation() {
  return useInputMutation<Mutation>(mutation, "deletePasoProtocolo");
}

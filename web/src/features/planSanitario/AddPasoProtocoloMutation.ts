import { graphql } from "react-relay/hooks";
import type { AddPasoProtocoloMutation as Mutation } from "../../__generated__/AddPasoProtocoloMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation AddPasoProtocoloMutation($input: AddPasoProtocoloInput!) {
    addPasoProtocolo(input: $input) {
      __typename
      ... on AddPasoProtocoloPayload {
        paso { id }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** A step added to a species' protocol. The screen reads the catalogue again afterwards. */
export function useAddPasoProtocoloMutation() {
  return useInputMutation<Mutation>(mutation, "addPasoProtocolo");
}

import { graphql } from "react-relay/hooks";
import type { CancelarActuacionMutation as Mutation } from "../../__generated__/CancelarActuacionMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation CancelarActuacionMutation($input: CancelarActuacionInput!) {
    cancelarActuacion(input: $input) {
      __typename
      ... on CancelarActuacionPayload {
        record: actuacion {
          id
          ...SaludItem_actuacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Cancels a pending item, with the reason. */
export function useCancelarActuacionMutation() {
  return useInputMutation<Mutation>(mutation, "cancelarActuacion");
}

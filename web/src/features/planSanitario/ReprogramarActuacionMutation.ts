import { graphql } from "react-relay/hooks";
import type { ReprogramarActuacionMutation as Mutation } from "../../__generated__/ReprogramarActuacionMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation ReprogramarActuacionMutation($input: ReprogramarActuacionInput!) {
    reprogramarActuacion(input: $input) {
      __typename
      ... on ReprogramarActuacionPayload {
        record: actuacion {
          id
          ...SaludItem_actuacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Moves a pending item to another day, with the reason. */
export function useReprogramarActuacionMutation() {
  return useInputMutation<Mutation>(mutation, "reprogramarActuacion");
}

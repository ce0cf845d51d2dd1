import { graphql } from "react-relay/hooks";
import type { CreateAyuntamientoMutation as Mutation } from "../../__generated__/CreateAyuntamientoMutation.graphql.ts";
import { useListRowMutation } from "../lists/useListRowMutation.ts";

const mutation = graphql`
  mutation CreateAyuntamientoMutation($input: CreateAyuntamientoInput!, $connections: [ID!]!) {
    createAyuntamiento(input: $input) {
      __typename
      ... on CreateAyuntamientoPayload {
        edge: ayuntamientoEdge @prependEdge(connections: $connections) {
          node {
            id
            ...AyuntamientoRow_ayuntamiento
            ...AyuntamientoFormDialog_ayuntamiento
          }
        }
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Creates a town hall; the row appears at the top of the page shown (`connections`) and the total follows. */
export function useCreateAyuntamientoMutation() {
  return useListRowMutation<Mutation>(mutation, "createAyuntamiento", 1);
}

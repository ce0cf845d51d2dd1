import { graphql } from "react-relay";
import type { CreateAyuntamientoInput, CreateAyuntamientoMutation as Mutation } from "../../__generated__/CreateAyuntamientoMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { LIST_PAGE_SIZE } from "../lists/listParams.ts";

const mutation = graphql`
  mutation CreateAyuntamientoMutation($input: CreateAyuntamientoInput!, $connections: [ID!]!) {
    createAyuntamiento(input: $input) {
      __typename
      ... on CreateAyuntamientoPayload {
        ayuntamientoEdge @prependEdge(connections: $connections) {
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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateAyuntamientoInput, connections: string[]) =>
    (
      await run({
        variables: { input, connections },
        updater: (store, data) => setTotalCount(store, connections, data?.createAyuntamiento.totalCount, LIST_PAGE_SIZE),
      })
    ).createAyuntamiento;
  return [create, isInFlight] as const;
}

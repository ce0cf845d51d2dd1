import { graphql } from "react-relay";
import type { DeleteAyuntamientoMutation as Mutation } from "../../__generated__/DeleteAyuntamientoMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { LIST_PAGE_SIZE } from "../lists/listParams.ts";

const mutation = graphql`
  mutation DeleteAyuntamientoMutation($input: DeleteAyuntamientoInput!, $connections: [ID!]!) {
    deleteAyuntamiento(input: $input) {
      __typename
      ... on DeleteAyuntamientoPayload {
        deletedId @deleteEdge(connections: $connections)
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes a town hall; the row leaves the page shown (`connections`) and the total follows. */
export function useDeleteAyuntamientoMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async (id: string, connections: string[]) =>
    (
      await run({
        variables: { input: { id }, connections },
        updater: (store, data) => setTotalCount(store, connections, data?.deleteAyuntamiento.totalCount, LIST_PAGE_SIZE),
      })
    ).deleteAyuntamiento;
  return [remove, isInFlight] as const;
}

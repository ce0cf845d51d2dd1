import { graphql } from "react-relay";
import type { DeletePersonaMutation as Mutation } from "../../__generated__/DeletePersonaMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { LIST_PAGE_SIZE } from "../lists/listParams.ts";

const mutation = graphql`
  mutation DeletePersonaMutation($input: DeletePersonaInput!, $connections: [ID!]!) {
    deletePersona(input: $input) {
      __typename
      ... on DeletePersonaPayload {
        deletedId @deleteEdge(connections: $connections)
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes a person; the row leaves the page shown (`connections`) and the total follows. */
export function useDeletePersonaMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async (id: string, connections: string[]) =>
    (
      await run({
        variables: { input: { id }, connections },
        updater: (store, data) => setTotalCount(store, connections, data?.deletePersona.totalCount, LIST_PAGE_SIZE),
      })
    ).deletePersona;
  return [remove, isInFlight] as const;
}

import { graphql } from "react-relay/hooks";
import type { BlockPersonaMutation as Mutation } from "../../__generated__/BlockPersonaMutation.graphql.ts";
import { LIST_PAGE_SIZE } from "../lists/listParams.ts";
import { stepTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation BlockPersonaMutation($input: BlockPersonaInput!, $connections: [ID!]!) {
    blockPersona(input: $input) {
      __typename
      ... on BlockPersonaPayload {
        persona {
          id @deleteEdge(connections: $connections)
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Blocks a person's data: the row leaves the people list shown (`connections`), whose total drops by one. */
export function useBlockPersonaMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const block = async (id: string, connections: string[]) =>
    (
      await run({
        variables: { input: { id }, connections },
        updater: (store, data) => {
          if (data?.blockPersona?.__typename === "BlockPersonaPayload") stepTotalCount(store, connections, -1, LIST_PAGE_SIZE);
        },
      })
    ).blockPersona;
  return [block, isInFlight] as const;
}

import { graphql } from "react-relay";
import type { CreatePersonaInput, CreatePersonaMutation as Mutation } from "../../__generated__/CreatePersonaMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { LIST_PAGE_SIZE } from "../lists/listParams.ts";

const mutation = graphql`
  mutation CreatePersonaMutation($input: CreatePersonaInput!, $connections: [ID!]!) {
    createPersona(input: $input) {
      __typename
      ... on CreatePersonaPayload {
        personaEdge @prependEdge(connections: $connections) {
          node {
            id
            ...PersonaRow_persona
            ...PersonaFormDialog_persona
          }
        }
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Creates a person; the row appears at the top of the page shown (`connections`) and the total follows. */
export function useCreatePersonaMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreatePersonaInput, connections: string[]) =>
    (
      await run({
        variables: { input, connections },
        updater: (store, data) => setTotalCount(store, connections, data?.createPersona.totalCount, LIST_PAGE_SIZE),
      })
    ).createPersona;
  return [create, isInFlight] as const;
}

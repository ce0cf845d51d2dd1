import { graphql } from "react-relay/hooks";
import type { CreatePersonaMutation as Mutation } from "../../__generated__/CreatePersonaMutation.graphql.ts";
import { useListRowMutation } from "../lists/useListRowMutation.ts";

const mutation = graphql`
  mutation CreatePersonaMutation($input: CreatePersonaInput!, $connections: [ID!]!) {
    createPersona(input: $input) {
      __typename
      ... on CreatePersonaPayload {
        edge: personaEdge @prependEdge(connections: $connections) {
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
  return useListRowMutation<Mutation>(mutation, "createPersona", 1);
}

import { graphql } from "react-relay/hooks";
import type { UpdatePersonaMutation as Mutation } from "../../__generated__/UpdatePersonaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdatePersonaMutation($input: UpdatePersonaInput!) {
    updatePersona(input: $input) {
      __typename
      ... on UpdatePersonaPayload {
        record: persona {
          id
          ...PersonaRow_persona
          ...PersonaFormDialog_persona
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves a person's changes; the store updates the row and the form from the answer. */
export function useUpdatePersonaMutation() {
  return useInputMutation<Mutation>(mutation, "updatePersona");
}

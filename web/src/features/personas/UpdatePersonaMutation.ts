import { graphql } from "react-relay";
import type { UpdatePersonaInput, UpdatePersonaMutation as Mutation } from "../../__generated__/UpdatePersonaMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const update = async (input: UpdatePersonaInput) => (await run({ variables: { input } })).updatePersona;
  return [update, isInFlight] as const;
}

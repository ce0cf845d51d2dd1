import { graphql } from "react-relay/hooks";
import type { UpdateAnimalMutation as Mutation } from "../../__generated__/UpdateAnimalMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdateAnimalMutation($input: UpdateAnimalInput!) {
    updateAnimal(input: $input) {
      __typename
      ... on UpdateAnimalPayload {
        animal {
          id
          ...AnimalDataPanel_animal
          ...AnimalListTable_row
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves the animal's data; the panel and the list read the answer from the store. */
export function useUpdateAnimalMutation() {
  return useInputMutation<Mutation>(mutation, "updateAnimal");
}

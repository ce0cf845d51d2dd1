import { graphql } from "react-relay";
import type { UpdateAnimalInput, UpdateAnimalMutation as Mutation } from "../../__generated__/UpdateAnimalMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const update = async (input: UpdateAnimalInput) => (await run({ variables: { input } })).updateAnimal;
  return [update, isInFlight] as const;
}

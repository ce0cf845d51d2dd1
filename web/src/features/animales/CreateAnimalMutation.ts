import { graphql } from "react-relay/hooks";
import type { CreateAnimalInput, CreateAnimalMutation as Mutation } from "../../__generated__/CreateAnimalMutation.graphql.ts";
import { setTotalCount, useAsyncMutation } from "../../relay/useAsyncMutation.ts";
import { ANIMAL_LIST_CONNECTION, ANIMAL_LIST_PAGE_SIZE } from "./animalListConnection.ts";

const mutation = graphql`
  mutation CreateAnimalMutation($input: CreateAnimalInput!, $connections: [ID!]!) {
    createAnimal(input: $input) {
      __typename
      ... on CreateAnimalPayload {
        animalEdge @prependEdge(connections: $connections) {
          node {
            id
            databaseId
            ...AnimalListTable_row
          }
        }
        totalCount
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Creates a ficha; it heads the record list (newest first) and the list's total follows. */
export function useCreateAnimalMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const create = async (input: CreateAnimalInput) => {
    const connections = [ANIMAL_LIST_CONNECTION];
    const response = await run({
      variables: { input, connections },
      updater: (store, data) => setTotalCount(store, connections, data?.createAnimal.totalCount, ANIMAL_LIST_PAGE_SIZE),
    });
    return response.createAnimal;
  };
  return [create, isInFlight] as const;
}

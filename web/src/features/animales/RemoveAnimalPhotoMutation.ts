import { graphql } from "react-relay";
import type { RemoveAnimalPhotoMutation as Mutation } from "../../__generated__/RemoveAnimalPhotoMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation RemoveAnimalPhotoMutation($input: RemoveAnimalPhotoInput!) {
    removeAnimalPhoto(input: $input) {
      __typename
      ... on RemoveAnimalPhotoPayload {
        animal {
          id
          fotografia
          fotoVersion
          ...AnimalPhotoField_animal
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Removes the animal's stored photo. */
export function useRemoveAnimalPhotoMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async (id: string) => (await run({ variables: { input: { id } } })).removeAnimalPhoto;
  return [remove, isInFlight] as const;
}

import { graphql } from "react-relay/hooks";
import type { RemoveAnimalPhotoMutation as Mutation } from "../../__generated__/RemoveAnimalPhotoMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

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
  return useInputMutation<Mutation>(mutation, "removeAnimalPhoto");
}

import { graphql } from "react-relay/hooks";
import type { UploadAnimalPhotoMutation as Mutation } from "../../__generated__/UploadAnimalPhotoMutation.graphql.ts";
import { useFileUploadMutation } from "../../relay/useFileUploadMutation.ts";

/** Sent with the file as the uploadable "input.photo". */
const mutation = graphql`
  mutation UploadAnimalPhotoMutation($input: UploadAnimalPhotoInput!) {
    uploadAnimalPhoto(input: $input) {
      __typename
      ... on UploadAnimalPhotoPayload {
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

/** Uploads a photo for a saved animal; the store then holds its new photoUrl. */
export function useUploadAnimalPhotoMutation() {
  return useFileUploadMutation<Mutation>(mutation, "uploadAnimalPhoto", "photo");
}

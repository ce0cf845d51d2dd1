import { graphql } from "react-relay";
import type { UploadAnimalPhotoMutation as Mutation } from "../../__generated__/UploadAnimalPhotoMutation.graphql.ts";
import { uploadOutcome } from "../../relay/MutationError.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const upload = (animalId: string, file: File) =>
    uploadOutcome(async () => (await run({ variables: { input: { id: animalId, photo: null } }, uploadables: { "input.photo": file } })).uploadAnimalPhoto);
  return [upload, isInFlight] as const;
}

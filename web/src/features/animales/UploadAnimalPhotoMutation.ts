import { graphql } from "react-relay";
import type { UploadAnimalPhotoMutation as Mutation } from "../../__generated__/UploadAnimalPhotoMutation.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
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

export type UploadOutcome = { ok: true } | { ok: false; message?: string };

/** Uploads a photo for a saved animal; the store then holds its new photoUrl. */
export function useUploadAnimalPhotoMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  async function upload(animalId: string, file: File): Promise<UploadOutcome> {
    try {
      const { uploadAnimalPhoto: result } = await run({ variables: { input: { id: animalId, photo: null } }, uploadables: { "input.photo": file } });
      const error = readMutationError(result.error);
      return error ? { ok: false, message: error.message } : { ok: true };
    } catch {
      return { ok: false };
    }
  }
  return [upload, isInFlight] as const;
}

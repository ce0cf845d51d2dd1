import { graphql, useMutation } from "react-relay";
import type { UploadAnimalPhotoMutation as UploadAnimalPhotoMutationType } from "../../__generated__/UploadAnimalPhotoMutation.graphql.ts";
import { commitAsync } from "../../relay/commitAsync.ts";
import { readMutationError } from "../../relay/MutationError.ts";

/** Sent with the file as the uploadable "input.photo". */
export const UploadAnimalPhotoMutation = graphql`
  mutation UploadAnimalPhotoMutation($input: UploadAnimalPhotoInput!) {
    uploadAnimalPhoto(input: $input) {
      __typename
      ... on Animal {
        id
        fotografia
        fotoVersion
        photoUrl
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export type UploadOutcome = { ok: true } | { ok: false; message?: string };

/** Uploads a photo for a saved animal; the store then holds its new photoUrl. */
export function useUploadAnimalPhoto(): [(animalId: string, file: File) => Promise<UploadOutcome>, boolean] {
  const [commit, isInFlight] = useMutation<UploadAnimalPhotoMutationType>(UploadAnimalPhotoMutation);
  async function upload(animalId: string, file: File): Promise<UploadOutcome> {
    try {
      const { uploadAnimalPhoto: result } = await commitAsync(commit, {
        variables: { input: { id: animalId, photo: null } },
        uploadables: { "input.photo": file },
      });
      return result.__typename === "Animal" ? { ok: true } : { ok: false, message: readMutationError(result.error)?.message };
    } catch {
      return { ok: false };
    }
  }
  return [upload, isInFlight];
}

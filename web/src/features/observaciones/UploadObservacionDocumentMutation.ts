import { graphql } from "react-relay";
import type { UploadObservacionDocumentMutation as Mutation } from "../../__generated__/UploadObservacionDocumentMutation.graphql.ts";
import { uploadOutcome } from "../../relay/MutationError.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

/** Sent with the file as the uploadable "input.document". */
const mutation = graphql`
  mutation UploadObservacionDocumentMutation($input: UploadObservacionDocumentInput!) {
    uploadObservacionDocument(input: $input) {
      __typename
      ... on UploadObservacionDocumentPayload {
        observacion {
          id
          documentacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Attaches a document to a saved observation, replacing the one it had. */
export function useUploadObservacionDocumentMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const upload = (observacionId: string, file: File) =>
    uploadOutcome(async () => (await run({ variables: { input: { id: observacionId, document: null } }, uploadables: { "input.document": file } })).uploadObservacionDocument);
  return [upload, isInFlight] as const;
}

import { graphql } from "react-relay";
import type { UploadObservacionDocumentMutation as Mutation } from "../../__generated__/UploadObservacionDocumentMutation.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
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

export type UploadOutcome = { ok: true } | { ok: false; message?: string };

/** Attaches a document to a saved observation, replacing the one it had. */
export function useUploadObservacionDocumentMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  async function upload(observacionId: string, file: File): Promise<UploadOutcome> {
    try {
      const { uploadObservacionDocument: result } = await run({
        variables: { input: { id: observacionId, document: null } },
        uploadables: { "input.document": file },
      });
      const error = readMutationError(result.error);
      return error ? { ok: false, message: error.message } : { ok: true };
    } catch {
      return { ok: false };
    }
  }
  return [upload, isInFlight] as const;
}

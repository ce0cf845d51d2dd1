import { graphql } from "react-relay/hooks";
import type { UploadObservacionDocumentMutation as Mutation } from "../../__generated__/UploadObservacionDocumentMutation.graphql.ts";
import { useFileUploadMutation } from "../../relay/useFileUploadMutation.ts";

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
  return useFileUploadMutation<Mutation>(mutation, "uploadObservacionDocument", "document");
}

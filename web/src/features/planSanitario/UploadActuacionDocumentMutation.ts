import { graphql } from "react-relay/hooks";
import type { UploadActuacionDocumentMutation as Mutation } from "../../__generated__/UploadActuacionDocumentMutation.graphql.ts";
import { useFileUploadMutation } from "../../relay/useFileUploadMutation.ts";

/** Sent with the file as the uploadable "input.document". */
const mutation = graphql`
  mutation UploadActuacionDocumentMutation($input: UploadActuacionDocumentInput!) {
    uploadActuacionDocument(input: $input) {
      __typename
      ... on UploadActuacionDocumentPayload {
        actuacion {
          id
          documentacion
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Attaches a document to an item, replacing the one it had (the observation documents' checks). */
export function useUploadActuacionDocumentMutation() {
  return useFileUploadMutation<Mutation>(mutation, "uploadActuacionDocument", "document");
}

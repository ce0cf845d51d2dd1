import { graphql } from "react-relay/hooks";
import type { UploadRefugioLogoMutation as Mutation } from "../../__generated__/UploadRefugioLogoMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

/** Sent with the image as the uploadable "file". */
const mutation = graphql`
  mutation UploadRefugioLogoMutation($file: Upload!) {
    uploadRefugioLogo(file: $file) {
      __typename
      ... on UploadRefugioLogoPayload {
        refugio {
          ...RefugioLogoField_refugio
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Uploads a new logo; the logo field then shows it. */
export function useUploadRefugioLogoMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const upload = async (file: File) => (await run({ variables: { file: null }, uploadables: { file } })).uploadRefugioLogo;
  return [upload, isInFlight] as const;
}

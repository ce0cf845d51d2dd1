import { graphql } from "react-relay/hooks";
import type { UpdateRefugioMutation as Mutation } from "../../__generated__/UpdateRefugioMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation UpdateRefugioMutation($input: UpdateRefugioInput!) {
    updateRefugio(input: $input) {
      __typename
      ... on UpdateRefugioPayload {
        refugio {
          id
          ...RefugioPage_refugio
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves the shelter's identity; the store then holds the new fields and what is still missing. */
export function useUpdateRefugioMutation() {
  return useInputMutation<Mutation>(mutation, "updateRefugio");
}

import { graphql } from "react-relay";
import type { UpdateRefugioInput, UpdateRefugioMutation as Mutation } from "../../__generated__/UpdateRefugioMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const save = async (input: UpdateRefugioInput) => (await run({ variables: { input } })).updateRefugio;
  return [save, isInFlight] as const;
}

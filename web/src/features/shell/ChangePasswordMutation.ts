import { graphql } from "react-relay";
import type { ChangePasswordInput, ChangePasswordMutation as Mutation } from "../../__generated__/ChangePasswordMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        message
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Changes the logged-in user's password. */
export function useChangePasswordMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const change = async (input: ChangePasswordInput) => (await run({ variables: { input } })).changePassword;
  return [change, isInFlight] as const;
}

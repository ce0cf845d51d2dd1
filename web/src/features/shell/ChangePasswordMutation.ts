import { graphql } from "react-relay/hooks";
import type { ChangePasswordInput, ChangePasswordMutation as Mutation } from "../../__generated__/ChangePasswordMutation.graphql.ts";
import { setToken } from "../../auth/session.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload {
        message
        token
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/**
 * Changes the logged-in user's password. The change ends every session of this user, this one
 * included: the new token that comes back replaces the stored one.
 */
export function useChangePasswordMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const change = async (input: ChangePasswordInput) => {
    const result = (await run({ variables: { input } })).changePassword;
    if (result.token) setToken(result.token);
    return result;
  };
  return [change, isInFlight] as const;
}

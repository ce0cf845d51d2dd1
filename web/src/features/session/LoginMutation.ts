import { graphql } from "react-relay/hooks";
import type { LoginMutation as Mutation } from "../../__generated__/LoginMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginPayload {
        token
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Opens a session: the token, or why not. */
export function useLoginMutation() {
  return useInputMutation<Mutation>(mutation, "login");
}

import { graphql } from "react-relay";
import type { LoginInput, LoginMutation as Mutation } from "../../__generated__/LoginMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const login = async (input: LoginInput) => (await run({ variables: { input } })).login;
  return [login, isInFlight] as const;
}

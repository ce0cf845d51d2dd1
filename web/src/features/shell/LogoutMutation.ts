import { graphql } from "react-relay/hooks";
import type { LogoutMutation as Mutation } from "../../__generated__/LogoutMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation LogoutMutation {
    logout {
      __typename
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Records the logout on the server; the caller drops the session whatever the answer. */
export function useLogoutMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const logout = async () => (await run({ variables: {} })).logout;
  return [logout, isInFlight] as const;
}

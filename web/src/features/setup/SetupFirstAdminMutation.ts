import { graphql } from "react-relay";
import type { SetupFirstAdminInput, SetupFirstAdminMutation as Mutation } from "../../__generated__/SetupFirstAdminMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation SetupFirstAdminMutation($input: SetupFirstAdminInput!) {
    setupFirstAdmin(input: $input) {
      __typename
      ... on SetupFirstAdminPayload {
        token
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** First run: creates the first administrator and answers their session token. */
export function useSetupFirstAdminMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const setup = async (input: SetupFirstAdminInput) => (await run({ variables: { input } })).setupFirstAdmin;
  return [setup, isInFlight] as const;
}

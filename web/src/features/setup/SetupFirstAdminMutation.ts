import { graphql } from "react-relay/hooks";
import type { SetupFirstAdminMutation as Mutation } from "../../__generated__/SetupFirstAdminMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

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
  return useInputMutation<Mutation>(mutation, "setupFirstAdmin");
}

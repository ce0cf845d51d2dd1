import { graphql } from "react-relay/hooks";
import type { LogNavigationMutation as Mutation } from "../../__generated__/LogNavigationMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation LogNavigationMutation($input: LogNavigationInput!) {
    logNavigation(input: $input) {
      __typename
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Records where the user goes from the main menu. */
export function useLogNavigationMutation() {
  return useInputMutation<Mutation>(mutation, "logNavigation");
}

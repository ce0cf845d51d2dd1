import { graphql } from "react-relay";
import type { ForgotPasswordInput, ForgotPasswordMutation as Mutation } from "../../__generated__/ForgotPasswordMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation ForgotPasswordMutation($input: ForgotPasswordInput!) {
    forgotPassword(input: $input) {
      __typename
      ... on ForgotPasswordPayload {
        message
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** E-mails the user a new password. */
export function useForgotPasswordMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const recover = async (input: ForgotPasswordInput) => (await run({ variables: { input } })).forgotPassword;
  return [recover, isInFlight] as const;
}

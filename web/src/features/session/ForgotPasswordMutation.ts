import { graphql } from "react-relay/hooks";
import type { ForgotPasswordMutation as Mutation } from "../../__generated__/ForgotPasswordMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

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
  return useInputMutation<Mutation>(mutation, "forgotPassword");
}

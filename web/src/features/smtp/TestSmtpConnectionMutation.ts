import { graphql } from "react-relay/hooks";
import type { TestSmtpConnectionMutation as Mutation } from "../../__generated__/TestSmtpConnectionMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation TestSmtpConnectionMutation($input: SmtpSettingsInput!) {
    testSmtpConnection(input: $input) {
      __typename
      ... on TestSmtpConnectionPayload {
        message
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** 'Probar Conexión' with the settings typed in the form. */
export function useTestSmtpConnectionMutation() {
  return useInputMutation<Mutation>(mutation, "testSmtpConnection");
}

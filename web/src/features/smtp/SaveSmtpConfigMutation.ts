import { graphql } from "react-relay/hooks";
import type { SaveSmtpConfigMutation as Mutation } from "../../__generated__/SaveSmtpConfigMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation SaveSmtpConfigMutation($input: SmtpSettingsInput!) {
    saveSmtpConfig(input: $input) {
      __typename
      ... on SaveSmtpConfigPayload {
        smtpConfig {
          id
          ...SmtpConfigPage_config
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Saves the SMTP settings (an empty password keeps the stored one). */
export function useSaveSmtpConfigMutation() {
  return useInputMutation<Mutation>(mutation, "saveSmtpConfig");
}

import { graphql } from "react-relay";
import type { SaveSmtpConfigMutation as Mutation, SmtpSettingsInput } from "../../__generated__/SaveSmtpConfigMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const save = async (input: SmtpSettingsInput) => (await run({ variables: { input } })).saveSmtpConfig;
  return [save, isInFlight] as const;
}

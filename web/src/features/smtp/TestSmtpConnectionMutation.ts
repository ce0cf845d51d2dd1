import { graphql } from "react-relay";
import type { SmtpSettingsInput, TestSmtpConnectionMutation as Mutation } from "../../__generated__/TestSmtpConnectionMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

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
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const test = async (input: SmtpSettingsInput) => (await run({ variables: { input } })).testSmtpConnection;
  return [test, isInFlight] as const;
}

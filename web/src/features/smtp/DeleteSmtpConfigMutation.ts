import { graphql } from "react-relay/hooks";
import type { DeleteSmtpConfigMutation as Mutation } from "../../__generated__/DeleteSmtpConfigMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation DeleteSmtpConfigMutation {
    deleteSmtpConfig {
      __typename
      ... on DeleteSmtpConfigPayload {
        message
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Deletes the stored SMTP settings; the store forgets them too. */
export function useDeleteSmtpConfigMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async () =>
    (
      await run({
        variables: {},
        updater: (store, data) => {
          if (data?.deleteSmtpConfig.message) store.getRoot().setValue(null, "smtpConfig");
        },
      })
    ).deleteSmtpConfig;
  return [remove, isInFlight] as const;
}

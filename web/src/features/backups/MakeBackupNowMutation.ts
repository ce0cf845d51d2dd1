import { graphql } from "react-relay/hooks";
import type { MakeBackupNowMutation as Mutation } from "../../__generated__/MakeBackupNowMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation MakeBackupNowMutation {
    makeBackupNow {
      __typename
      ... on MakeBackupNowPayload {
        copia {
          ...BackupsPage_copia @relay(mask: false)
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** 'Hacer copia ahora': answers the new backup (with its error when it failed) or a typed error. */
export function useMakeBackupNowMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const make = async () => (await run({ variables: {} })).makeBackupNow;
  return [make, isInFlight] as const;
}

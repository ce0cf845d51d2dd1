import { graphql } from "react-relay/hooks";
import type { DeleteRefugioLogoMutation as Mutation } from "../../__generated__/DeleteRefugioLogoMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation DeleteRefugioLogoMutation {
    deleteRefugioLogo {
      __typename
      ... on DeleteRefugioLogoPayload {
        refugio {
          ...RefugioLogoField_refugio
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Removes the logo; the logo field then shows none. */
export function useDeleteRefugioLogoMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const remove = async () => (await run({ variables: {} })).deleteRefugioLogo;
  return [remove, isInFlight] as const;
}

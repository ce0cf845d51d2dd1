import { graphql } from "react-relay";
import type { LinkPersonaToEntradaSalidaInput, LinkPersonaMutation as Mutation } from "../../__generated__/LinkPersonaMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation LinkPersonaMutation($input: LinkPersonaToEntradaSalidaInput!) {
    linkPersonaToEntradaSalida(input: $input) {
      __typename
      ... on LinkPersonaToEntradaSalidaPayload {
        animalId
        pendingReport
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Names a person on the entry or the exit of an E/S (select mode). */
export function useLinkPersonaMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const link = async (input: LinkPersonaToEntradaSalidaInput) => (await run({ variables: { input } })).linkPersonaToEntradaSalida;
  return [link, isInFlight] as const;
}

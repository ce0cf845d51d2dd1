import { graphql } from "react-relay";
import type { LinkAyuntamientoToEntradaSalidaInput, LinkAyuntamientoMutation as Mutation } from "../../__generated__/LinkAyuntamientoMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

const mutation = graphql`
  mutation LinkAyuntamientoMutation($input: LinkAyuntamientoToEntradaSalidaInput!) {
    linkAyuntamientoToEntradaSalida(input: $input) {
      __typename
      ... on LinkAyuntamientoToEntradaSalidaPayload {
        animalId
        pendingReport
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

/** Names the town hall of an E/S (select mode). */
export function useLinkAyuntamientoMutation() {
  const [run, isInFlight] = useAsyncMutation<Mutation>(mutation);
  const link = async (input: LinkAyuntamientoToEntradaSalidaInput) => (await run({ variables: { input } })).linkAyuntamientoToEntradaSalida;
  return [link, isInFlight] as const;
}

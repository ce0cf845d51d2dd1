import { graphql } from "react-relay/hooks";
import type { LinkAyuntamientoMutation as Mutation } from "../../__generated__/LinkAyuntamientoMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";
import type { LinkMutation } from "../lists/useListPage.ts";

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

/** Select mode: names the town hall of the context's E/S. */
export function useLinkAyuntamientoMutation(): LinkMutation {
  const [send, isInFlight] = useInputMutation<Mutation>(mutation, "linkAyuntamientoToEntradaSalida");
  return [(context, ayuntamientoId) => send({ entradaSalidaId: context.entradaSalidaId, ayuntamientoId }), isInFlight];
}

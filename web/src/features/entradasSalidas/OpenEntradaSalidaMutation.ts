import { graphql } from "react-relay/hooks";
import type { OpenEntradaSalidaMutation as MutationType } from "../../__generated__/OpenEntradaSalidaMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

/** 'Añadir Entrada': the new E/S goes first in the ficha's table (@prependEdge). */
export const OpenEntradaSalidaMutation = graphql`
  mutation OpenEntradaSalidaMutation($input: OpenEntradaSalidaInput!, $connections: [ID!]!) {
    openEntradaSalida(input: $input) {
      __typename
      ... on OpenEntradaSalidaPayload {
        entradaSalidaEdge @prependEdge(connections: $connections) {
          cursor
          node {
            id
            ...EntradaSalidaTable_entradasSalidas
            ...EntradaSalidaTabs_entradaSalida
          }
        }
        animal {
          id
          entradasSalidasCount
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useOpenEntradaSalidaMutation = () => useAsyncMutation<MutationType>(OpenEntradaSalidaMutation);

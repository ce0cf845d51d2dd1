import { graphql } from "react-relay/hooks";
import type { DeleteEntradaSalidaMutation as MutationType } from "../../__generated__/DeleteEntradaSalidaMutation.graphql.ts";
import { useAsyncMutation } from "../../relay/useAsyncMutation.ts";

/** 'Eliminar E/S' with SEGURO: the row leaves the table (@deleteEdge) and the details are shown. */
export const DeleteEntradaSalidaMutation = graphql`
  mutation DeleteEntradaSalidaMutation($input: DeleteEntradaSalidaInput!, $connections: [ID!]!) {
    deleteEntradaSalida(input: $input) {
      __typename
      ... on DeleteEntradaSalidaPayload {
        deletedId @deleteEdge(connections: $connections)
        detalles {
          entradaSalidaId
          observacionesEliminadas
          archivosEliminados
          archivosNoEncontrados
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

export const useDeleteEntradaSalidaMutation = () => useAsyncMutation<MutationType>(DeleteEntradaSalidaMutation);

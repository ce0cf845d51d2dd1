import { graphql, useMutation } from "react-relay";
import type { SaveEntradaSalidaGeneralMutation as MutationType } from "../../__generated__/SaveEntradaSalidaGeneralMutation.graphql.ts";

/** Guardar in the General tab; the updated node refreshes the table row and the tab. */
export const SaveEntradaSalidaGeneralMutation = graphql`
  mutation SaveEntradaSalidaGeneralMutation($input: SaveEntradaSalidaGeneralInput!) {
    saveEntradaSalidaGeneral(input: $input) {
      __typename
      ... on SaveEntradaSalidaGeneralPayload {
        entradaSalida {
          id
          ...EntradaSalidaTable_entradasSalidas
          ...GeneralTab_entradaSalida
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useSaveEntradaSalidaGeneralMutation = () => useMutation<MutationType>(SaveEntradaSalidaGeneralMutation);

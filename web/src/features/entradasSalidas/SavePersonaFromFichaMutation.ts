import { graphql } from "react-relay/hooks";
import type { SavePersonaFromFichaMutation as MutationType } from "../../__generated__/SavePersonaFromFichaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

/** 'Guardar persona' / 'Modificar persona' in the Entrada and Salida tabs: saved, then linked. */
export const SavePersonaFromFichaMutation = graphql`
  mutation SavePersonaFromFichaMutation($input: SavePersonaFromFichaInput!) {
    savePersonaFromFicha(input: $input) {
      __typename
      ... on SavePersonaFromFichaPayload {
        entradaSalida {
          id
          ...PersonTab_entrada
          ...PersonTab_salida
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useSavePersonaFromFichaMutation = () => useInputMutation<MutationType>(SavePersonaFromFichaMutation, "savePersonaFromFicha");

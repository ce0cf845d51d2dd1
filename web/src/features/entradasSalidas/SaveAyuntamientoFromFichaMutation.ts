import { graphql } from "react-relay/hooks";
import type { SaveAyuntamientoFromFichaMutation as MutationType } from "../../__generated__/SaveAyuntamientoFromFichaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

/** The Ayuntamiento tab's save: saved, then linked. */
export const SaveAyuntamientoFromFichaMutation = graphql`
  mutation SaveAyuntamientoFromFichaMutation($input: SaveAyuntamientoFromFichaInput!) {
    saveAyuntamientoFromFicha(input: $input) {
      __typename
      ... on SaveAyuntamientoFromFichaPayload {
        entradaSalida {
          id
          ...AyuntamientoTab_entradaSalida
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useSaveAyuntamientoFromFichaMutation = () => useInputMutation<MutationType>(SaveAyuntamientoFromFichaMutation, "saveAyuntamientoFromFicha");

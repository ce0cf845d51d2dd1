import { graphql } from "react-relay/hooks";
import type { LinkToEntradaSalidaAyuntamientoMutation as AyuntamientoType } from "../../__generated__/LinkToEntradaSalidaAyuntamientoMutation.graphql.ts";
import type { LinkToEntradaSalidaPersonaMutation as PersonaType } from "../../__generated__/LinkToEntradaSalidaPersonaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

/** 'Vincular sin actualizar': the person found by DNI, linked as it is. */
export const LinkToEntradaSalidaPersonaMutation = graphql`
  mutation LinkToEntradaSalidaPersonaMutation($input: LinkPersonaToEntradaSalidaInput!) {
    linkPersonaToEntradaSalida(input: $input) {
      __typename
      ... on LinkPersonaToEntradaSalidaPayload {
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

export const useLinkPersonaToEntradaSalidaMutation = () => useInputMutation<PersonaType>(LinkToEntradaSalidaPersonaMutation, "linkPersonaToEntradaSalida");

/** 'Vincular sin actualizar' in the Ayuntamiento tab: the town hall found by CIF, linked as it is. */
export const LinkToEntradaSalidaAyuntamientoMutation = graphql`
  mutation LinkToEntradaSalidaAyuntamientoMutation($input: LinkAyuntamientoToEntradaSalidaInput!) {
    linkAyuntamientoToEntradaSalida(input: $input) {
      __typename
      ... on LinkAyuntamientoToEntradaSalidaPayload {
        entradaSalida {
          id
          ...AyuntamientoTab_entradaSalida
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useLinkAyuntamientoToEntradaSalidaMutation = () =>
  useInputMutation<AyuntamientoType>(LinkToEntradaSalidaAyuntamientoMutation, "linkAyuntamientoToEntradaSalida");

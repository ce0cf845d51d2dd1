import { graphql } from "react-relay/hooks";
import type { UnlinkFromEntradaSalidaAyuntamientoMutation as AyuntamientoType } from "../../__generated__/UnlinkFromEntradaSalidaAyuntamientoMutation.graphql.ts";
import type { UnlinkFromEntradaSalidaPersonaMutation as PersonaType } from "../../__generated__/UnlinkFromEntradaSalidaPersonaMutation.graphql.ts";
import { useInputMutation } from "../../relay/useAsyncMutation.ts";

/** 'Eliminar' in the Entrada or Salida tab: only the link goes. */
export const UnlinkFromEntradaSalidaPersonaMutation = graphql`
  mutation UnlinkFromEntradaSalidaPersonaMutation($input: UnlinkPersonaFromEntradaSalidaInput!) {
    unlinkPersonaFromEntradaSalida(input: $input) {
      __typename
      ... on UnlinkPersonaFromEntradaSalidaPayload {
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

/** 'Eliminar' in the Ayuntamiento tab. */
export const UnlinkFromEntradaSalidaAyuntamientoMutation = graphql`
  mutation UnlinkFromEntradaSalidaAyuntamientoMutation($input: UnlinkAyuntamientoFromEntradaSalidaInput!) {
    unlinkAyuntamientoFromEntradaSalida(input: $input) {
      __typename
      ... on UnlinkAyuntamientoFromEntradaSalidaPayload {
        entradaSalida {
          id
          ...AyuntamientoTab_entradaSalida
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

export const useUnlinkPersonaFromEntradaSalidaMutation = () =>
  useInputMutation<PersonaType>(UnlinkFromEntradaSalidaPersonaMutation, "unlinkPersonaFromEntradaSalida");
export const useUnlinkAyuntamientoFromEntradaSalidaMutation = () =>
  useInputMutation<AyuntamientoType>(UnlinkFromEntradaSalidaAyuntamientoMutation, "unlinkAyuntamientoFromEntradaSalida");

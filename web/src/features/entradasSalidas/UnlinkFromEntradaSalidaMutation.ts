import { graphql, useMutation } from "react-relay";
import type { UnlinkFromEntradaSalidaAyuntamientoMutation as AyuntamientoType } from "../../__generated__/UnlinkFromEntradaSalidaAyuntamientoMutation.graphql.ts";
import type { UnlinkFromEntradaSalidaPersonaMutation as PersonaType } from "../../__generated__/UnlinkFromEntradaSalidaPersonaMutation.graphql.ts";

/** 'Eliminar' in the Entrada or Salida tab: only the link goes. */
export const UnlinkFromEntradaSalidaPersonaMutation = graphql`
  mutation UnlinkFromEntradaSalidaPersonaMutation($input: UnlinkPersonaFromEntradaSalidaInput!) {
    unlinkPersonaFromEntradaSalida(input: $input) {
      __typename
      ... on EntradaSalidaLink {
        entradaSalida {
          id
          ...PersonTab_entrada
          ...PersonTab_salida
        }
      }
      ... on Error {
        message
      }
      ... on AppError {
        code
        field
      }
      ... on ValidationError {
        field
        issues {
          path
          message
        }
      }
    }
  }
`;

/** 'Eliminar' in the Ayuntamiento tab. */
export const UnlinkFromEntradaSalidaAyuntamientoMutation = graphql`
  mutation UnlinkFromEntradaSalidaAyuntamientoMutation($input: UnlinkAyuntamientoFromEntradaSalidaInput!) {
    unlinkAyuntamientoFromEntradaSalida(input: $input) {
      __typename
      ... on EntradaSalidaLink {
        entradaSalida {
          id
          ...AyuntamientoTab_entradaSalida
        }
      }
      ... on Error {
        message
      }
      ... on AppError {
        code
        field
      }
      ... on ValidationError {
        field
        issues {
          path
          message
        }
      }
    }
  }
`;

export const useUnlinkPersonaMutation = () => useMutation<PersonaType>(UnlinkFromEntradaSalidaPersonaMutation);
export const useUnlinkAyuntamientoMutation = () => useMutation<AyuntamientoType>(UnlinkFromEntradaSalidaAyuntamientoMutation);

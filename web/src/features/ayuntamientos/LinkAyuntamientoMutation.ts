import { graphql } from "react-relay";

export const LinkAyuntamientoMutation = graphql`
  mutation LinkAyuntamientoMutation($input: LinkAyuntamientoToEntradaSalidaInput!) {
    linkAyuntamientoToEntradaSalida(input: $input) {
      __typename
      ... on EntradaSalidaLink {
        animalId
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

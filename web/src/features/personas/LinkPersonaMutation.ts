import { graphql } from "react-relay";

export const LinkPersonaMutation = graphql`
  mutation LinkPersonaMutation($input: LinkPersonaToEntradaSalidaInput!) {
    linkPersonaToEntradaSalida(input: $input) {
      __typename
      ... on EntradaSalidaLink {
        animalId
        pendingReport
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

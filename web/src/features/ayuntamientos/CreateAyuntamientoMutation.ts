import { graphql } from "react-relay";

export const CreateAyuntamientoMutation = graphql`
  mutation CreateAyuntamientoMutation($input: CreateAyuntamientoInput!) {
    createAyuntamiento(input: $input) {
      __typename
      ... on Ayuntamiento {
        id
        ...AyuntamientoRow_ayuntamiento @alias
        ...AyuntamientoFormDialog_ayuntamiento @alias
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

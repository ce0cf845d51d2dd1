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
      ... on Error {
        message
      }
      ... on AppError {
        field
      }
      ... on ValidationError {
        issues {
          path
          message
        }
      }
    }
  }
`;

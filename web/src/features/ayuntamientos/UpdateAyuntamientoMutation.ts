import { graphql } from "react-relay";

export const UpdateAyuntamientoMutation = graphql`
  mutation UpdateAyuntamientoMutation($input: UpdateAyuntamientoInput!) {
    updateAyuntamiento(input: $input) {
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

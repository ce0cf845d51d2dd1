import { graphql } from "react-relay";

export const CreatePersonaMutation = graphql`
  mutation CreatePersonaMutation($input: CreatePersonaInput!) {
    createPersona(input: $input) {
      __typename
      ... on Persona {
        id
        ...PersonaRow_persona @alias
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

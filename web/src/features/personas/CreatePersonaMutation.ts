import { graphql } from "react-relay";

export const CreatePersonaMutation = graphql`
  mutation CreatePersonaMutation($input: CreatePersonaInput!) {
    createPersona(input: $input) {
      __typename
      ... on Persona {
        id
        ...PersonaRow_persona @alias
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

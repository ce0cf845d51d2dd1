import { graphql } from "react-relay";

export const UpdatePersonaMutation = graphql`
  mutation UpdatePersonaMutation($input: UpdatePersonaInput!) {
    updatePersona(input: $input) {
      __typename
      ... on Persona {
        id
        ...PersonaRow_persona @alias
        ...PersonaFormDialog_persona @alias
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

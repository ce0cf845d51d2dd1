import { graphql } from "react-relay";

export const UpdateUserMutation = graphql`
  mutation UpdateUserMutation($input: UpdateUsuarioInput!) {
    updateUsuario(input: $input) {
      __typename
      ... on UsuarioPayload {
        usuario {
          id
          username
          ...UsersPage_row
          ...UserDialog_user
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

import { graphql } from "react-relay";
import { ConnectionHandler } from "relay-runtime";

/** The users table's connection, so a new account appears in it without a reload. */
export const usersConnectionId = () => ConnectionHandler.getConnectionID("client:root", "UsersPage_usuarios");

export const CreateUserMutation = graphql`
  mutation CreateUserMutation($input: CreateUsuarioInput!, $connections: [ID!]!) {
    createUsuario(input: $input) {
      __typename
      ... on UsuarioPayload {
        usuario @appendNode(connections: $connections, edgeTypeName: "UsuarioEdge") {
          id
          username
          ...UsersPage_row
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

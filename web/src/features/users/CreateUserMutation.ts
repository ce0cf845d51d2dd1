import { graphql } from "react-relay";
import { ConnectionHandler } from "relay-runtime";

/** The users table's connection, so a new account appears in it without a reload. */
export const usersConnectionId = () => ConnectionHandler.getConnectionID("client:root", "UsersPage_users");

export const CreateUserMutation = graphql`
  mutation CreateUserMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) {
      __typename
      ... on UserPayload {
        user @appendNode(connections: $connections, edgeTypeName: "UserEdge") {
          id
          username
          ...UsersPage_row
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        field
      }
      ... on AppError {
        field
      }
    }
  }
`;

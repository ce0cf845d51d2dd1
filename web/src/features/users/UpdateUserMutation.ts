import { graphql } from "react-relay";

export const UpdateUserMutation = graphql`
  mutation UpdateUserMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      __typename
      ... on UserPayload {
        user {
          id
          username
          ...UsersPage_row
          ...UserDialog_user
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

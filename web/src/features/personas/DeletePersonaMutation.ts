import { graphql } from "react-relay";

/** Removes the row from the page's connection at once (@deleteEdge); the page then refetches. */
export const DeletePersonaMutation = graphql`
  mutation DeletePersonaMutation($input: DeletePersonaInput!, $connections: [ID!]!) {
    deletePersona(input: $input) {
      __typename
      ... on DeletePersonaPayload {
        deletedId @deleteEdge(connections: $connections)
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

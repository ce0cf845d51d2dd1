import { graphql } from "react-relay";

/** Removes the row from the page's connection at once (@deleteEdge); the page then refetches. */
export const DeleteAyuntamientoMutation = graphql`
  mutation DeleteAyuntamientoMutation($input: DeleteAyuntamientoInput!, $connections: [ID!]!) {
    deleteAyuntamiento(input: $input) {
      __typename
      ... on DeleteAyuntamientoPayload {
        deletedId @deleteEdge(connections: $connections)
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

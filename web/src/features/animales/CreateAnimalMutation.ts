import { graphql } from "react-relay";

export const CreateAnimalMutation = graphql`
  mutation CreateAnimalMutation($input: CreateAnimalInput!) {
    createAnimal(input: $input) {
      __typename
      ... on Animal {
        id
        databaseId
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

import { graphql } from "react-relay";

export const RemoveAnimalPhotoMutation = graphql`
  mutation RemoveAnimalPhotoMutation($input: RemoveAnimalPhotoInput!) {
    removeAnimalPhoto(input: $input) {
      __typename
      ... on Animal {
        id
        fotografia
        fotoVersion
        photoUrl
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

import { graphql } from "react-relay";

export const UpdateAnimalMutation = graphql`
  mutation UpdateAnimalMutation($input: UpdateAnimalInput!) {
    updateAnimal(input: $input) {
      __typename
      ... on Animal {
        id
        registro
        nombre
        identificacion
        raza
        pelo
        color
        cola
        edadAnios
        edadMeses
        otros
        tipo {
          id
          databaseId
        }
        talla {
          id
          databaseId
          talla
        }
        sexo {
          id
          databaseId
          sexo
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

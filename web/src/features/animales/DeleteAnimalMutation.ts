import { graphql } from "react-relay";

export const DeleteAnimalMutation = graphql`
  mutation DeleteAnimalMutation($input: DeleteAnimalInput!, $connections: [ID!]!) {
    deleteAnimal(input: $input) {
      __typename
      ... on DeleteAnimalPayload {
        deletedId @deleteEdge(connections: $connections)
        detalles {
          entradasSalidasEliminadas
          observacionesEliminadas
          archivosEliminados
          archivosNoEncontrados
        }
      }
      ...MutationError_error @alias(as: "error")
    }
  }
`;

import { graphql } from "react-relay/hooks";

export const ListadoQuery = graphql`
  query ListadoQuery($filtro: ListadoFiltroInput!) {
    listado(filtro: $filtro) {
      __typename
      ... on Listado {
        generadoEn
        total
        filas {
          entradaSalidaId
          registro
          identificacion
          nombre
          tipo
          edadAnios
          edadMeses
          procedencia
          fechaLlegada
          destino
          fechaSalida
          ayuntamiento
        }
        porDestino {
          nombre
          total
        }
        porTipo {
          nombre
          total
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

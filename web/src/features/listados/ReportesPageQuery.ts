import { graphql } from "react-relay/hooks";

/** The lookups the listing's dropdowns offer, and the shelter's zone its days and times are on. */
export const ReportesPageQuery = graphql`
  query ReportesPageQuery {
    appStatus {
      zonaHoraria
    }
    tipos {
      databaseId
      tipo
    }
    procedencias {
      databaseId
      procedencia
    }
    destinos {
      databaseId
      destino
    }
  }
`;

import { graphql } from "react-relay";

/** The lookups the listing's dropdowns offer. */
export const ReportesPageQuery = graphql`
  query ReportesPageQuery {
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

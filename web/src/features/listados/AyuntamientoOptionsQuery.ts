import { graphql } from "react-relay/hooks";

/** The town halls matching what is typed in the listing's combobox. */
export const AyuntamientoOptionsQuery = graphql`
  query AyuntamientoOptionsQuery($search: String) {
    ayuntamientos(search: $search, first: 30) {
      edges {
        node {
          databaseId
          ayuntamiento
        }
      }
    }
  }
`;

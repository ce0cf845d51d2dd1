import { Landmark } from "lucide-react";
import { graphql } from "react-relay/hooks";
import type { AyuntamientosPageQuery as AyuntamientosPageQueryType } from "../../__generated__/AyuntamientosPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { type Directory, ListPage } from "../lists/ListPage.tsx";
import { AyuntamientoFormDialog } from "./AyuntamientoFormDialog.tsx";
import { AyuntamientoRow } from "./AyuntamientoRow.tsx";
import { DeleteAyuntamientoDialog } from "./DeleteAyuntamientoDialog.tsx";
import { useLinkAyuntamientoMutation } from "./LinkAyuntamientoMutation.ts";

export const AyuntamientosPageQuery = graphql`
  query AyuntamientosPageQuery($search: String, $page: Int!) {
    ayuntamientos(search: $search, page: $page, first: 10) @connection(key: "AyuntamientosPage_ayuntamientos", filters: ["search", "page"]) {
      __id
      totalCount
      page
      totalPages
      edges {
        node {
          id
          ...AyuntamientoRow_ayuntamiento
          ...AyuntamientoFormDialog_ayuntamiento
        }
      }
    }
  }
`;

type Node = AyuntamientosPageQueryType["response"]["ayuntamientos"]["edges"][number]["node"];

const AYUNTAMIENTOS: Directory<Node> = {
  kind: "ayuntamiento",
  title: "Gestión de Ayuntamientos",
  noun: ["ayuntamiento", "ayuntamientos"],
  searchLabel: "Buscar por ayuntamiento, CIF o dirección",
  newButton: { label: "Nuevo Ayuntamiento", icon: Landmark },
  linkFailure: { chosen: "Error al asociar el ayuntamiento", created: "Error al asociar el ayuntamiento creado" },
  table: { label: "Ayuntamientos", columns: ["CIF", "Ayuntamiento", "Dirección", "Teléfono"], empty: "No se encontraron ayuntamientos." },
  row: (node, actions) => <AyuntamientoRow ayuntamiento={node} {...actions} />,
  FormDialog: AyuntamientoFormDialog,
  DeleteDialog: DeleteAyuntamientoDialog,
};

/** 'Gestión de Ayuntamientos' (spec section 2 "Municipalities"), with select mode for the animal record. */
export function AyuntamientosPage() {
  const { ayuntamientos } = useRouteQuery<AyuntamientosPageQueryType>(AyuntamientosPageQuery);
  return <ListPage directory={AYUNTAMIENTOS} connection={ayuntamientos} link={useLinkAyuntamientoMutation()} />;
}

import { Landmark } from "lucide-react";
import { graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { AyuntamientoFormDialog_ayuntamiento$key } from "../../__generated__/AyuntamientoFormDialog_ayuntamiento.graphql.ts";
import type { AyuntamientosPageQuery as AyuntamientosPageQueryType } from "../../__generated__/AyuntamientosPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Column } from "../../ui/Table.tsx";
import { ListPage } from "../lists/ListPage.tsx";
import { listLoader } from "../lists/listParams.ts";
import { useListPage } from "../lists/useListPage.ts";
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

export const ayuntamientosLoader = (environment: Environment) => listLoader<AyuntamientosPageQueryType>(environment, AyuntamientosPageQuery);

/** 'Gestión de Ayuntamientos' (spec section 2 "Municipalities"), with select mode for the animal record. */
export function AyuntamientosPage() {
  const { ayuntamientos } = useRouteQuery<AyuntamientosPageQueryType>(AyuntamientosPageQuery);
  const [link, linking] = useLinkAyuntamientoMutation();
  const list = useListPage<AyuntamientoFormDialog_ayuntamiento$key>({
    kind: "ayuntamiento",
    totalPages: ayuntamientos.totalPages,
    link: (context, ayuntamientoId) => link({ entradaSalidaId: context.entradaSalidaId, ayuntamientoId }),
    linkFailure: { chosen: "Error al asociar el ayuntamiento", created: "Error al asociar el ayuntamiento creado" },
    isLinking: linking,
  });

  return (
    <ListPage
      title="Gestión de Ayuntamientos"
      connection={ayuntamientos}
      noun={["ayuntamiento", "ayuntamientos"]}
      searchLabel="Buscar por ayuntamiento, CIF o dirección"
      newButton={{ label: "Nuevo Ayuntamiento", icon: Landmark }}
      list={list}
      table={{
        label: "Ayuntamientos",
        columns: (
          <>
            <Column isRowHeader>CIF</Column>
            <Column>Ayuntamiento</Column>
            <Column>Dirección</Column>
            <Column>Teléfono</Column>
            <Column className="text-right">Acciones</Column>
          </>
        ),
        empty: "No se encontraron ayuntamientos.",
        row: (node) => <AyuntamientoRow ayuntamiento={node} {...list.rowActions(node)} />,
      }}
    >
      <AyuntamientoFormDialog {...list.formDialog} record={list.editing} connectionId={ayuntamientos.__id} />
      <DeleteAyuntamientoDialog {...list.deleteDialog} connectionId={ayuntamientos.__id} />
    </ListPage>
  );
}

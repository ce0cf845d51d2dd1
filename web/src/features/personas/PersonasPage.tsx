import { UserPlus } from "lucide-react";
import { graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { PersonaFormDialog_persona$key } from "../../__generated__/PersonaFormDialog_persona.graphql.ts";
import type { PersonasPageQuery as PersonasPageQueryType } from "../../__generated__/PersonasPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { Column } from "../../ui/Table.tsx";
import { ListPage } from "../lists/ListPage.tsx";
import { listLoader } from "../lists/listParams.ts";
import { useListPage } from "../lists/useListPage.ts";
import { personSelectionOf } from "../registro/registrationContext.ts";
import { DeletePersonaDialog } from "./DeletePersonaDialog.tsx";
import { useLinkPersonaMutation } from "./LinkPersonaMutation.ts";
import { PersonaFormDialog } from "./PersonaFormDialog.tsx";
import { PersonaRow } from "./PersonaRow.tsx";

export const PersonasPageQuery = graphql`
  query PersonasPageQuery($search: String, $page: Int!) {
    personas(search: $search, page: $page, first: 10) @connection(key: "PersonasPage_personas", filters: ["search", "page"]) {
      __id
      totalCount
      page
      totalPages
      edges {
        node {
          id
          ...PersonaRow_persona
          ...PersonaFormDialog_persona
        }
      }
    }
  }
`;

export const personasLoader = (environment: Environment) => listLoader<PersonasPageQueryType>(environment, PersonasPageQuery);

/** 'Gestión de Personas' (spec section 2 "People"), with select mode for the animal record. */
export function PersonasPage() {
  const { personas } = useRouteQuery<PersonasPageQueryType>(PersonasPageQuery);
  const [link, linking] = useLinkPersonaMutation();
  const list = useListPage<PersonaFormDialog_persona$key>({
    kind: "persona",
    totalPages: personas.totalPages,
    // The context's mode says whether the person is the entry's or the exit's, and for which process.
    link: async (context, personaId) => {
      const how = personSelectionOf(context.mode);
      if (!how) return undefined;
      return link({ entradaSalidaId: context.entradaSalidaId, personaId, role: how.role, forProcess: how.forProcess });
    },
    linkFailure: { chosen: "Error al asociar la persona", created: "Error al asociar la persona creada" },
    isLinking: linking,
  });

  return (
    <ListPage
      title="Gestión de Personas"
      connection={personas}
      noun={["persona", "personas"]}
      searchLabel="Buscar por nombre, apellidos o DNI"
      newButton={{ label: "Nueva Persona", icon: UserPlus }}
      list={list}
      table={{
        label: "Personas",
        columns: (
          <>
            <Column isRowHeader>DNI</Column>
            <Column>Nombre</Column>
            <Column>Apellidos</Column>
            <Column>Teléfono</Column>
            <Column>Email</Column>
            <Column className="whitespace-nowrap">¿Puede Adoptar?</Column>
            <Column className="text-right">Acciones</Column>
          </>
        ),
        empty: "No se encontraron personas.",
        row: (node) => <PersonaRow persona={node} {...list.rowActions(node)} />,
      }}
    >
      <PersonaFormDialog {...list.formDialog} record={list.editing} connectionId={personas.__id} />
      <DeletePersonaDialog {...list.deleteDialog} connectionId={personas.__id} />
    </ListPage>
  );
}

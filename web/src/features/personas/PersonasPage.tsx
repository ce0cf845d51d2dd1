import { UserPlus } from "lucide-react";
import { graphql } from "react-relay/hooks";
import type { PersonasPageQuery as PersonasPageQueryType } from "../../__generated__/PersonasPageQuery.graphql.ts";
import { useRouteQuery } from "../../relay/useRouteQuery.ts";
import { type Directory, ListPage } from "../lists/ListPage.tsx";
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

type Node = PersonasPageQueryType["response"]["personas"]["edges"][number]["node"];

const PERSONAS: Omit<Directory<Node>, "row"> = {
  kind: "persona",
  title: "Gestión de Personas",
  noun: ["persona", "personas"],
  searchLabel: "Buscar por nombre, apellidos o DNI",
  newButton: { label: "Nueva Persona", icon: UserPlus },
  linkFailure: { chosen: "Error al asociar la persona", created: "Error al asociar la persona creada" },
  table: { label: "Personas", columns: ["DNI", "Nombre", "Apellidos", "Teléfono", "Email", "¿Puede Adoptar?"], empty: "No se encontraron personas." },
  FormDialog: PersonaFormDialog,
  DeleteDialog: DeletePersonaDialog,
};

/** 'Gestión de Personas' (spec section 2 "People"), with select mode for the animal record. */
export function PersonasPage() {
  const { personas } = useRouteQuery<PersonasPageQueryType>(PersonasPageQuery);
  // The row's 'Datos personales' takes the row out of this page's connection when it blocks the person.
  const row: Directory<Node>["row"] = (node, actions) => <PersonaRow persona={node} connectionId={personas.__id} {...actions} />;
  return <ListPage directory={{ ...PERSONAS, row }} connection={personas} link={useLinkPersonaMutation()} />;
}

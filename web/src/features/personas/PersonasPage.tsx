import { UserPlus } from "lucide-react";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import { useLoaderData } from "react-router";
import type { Environment } from "relay-runtime";
import type { PersonaFormDialog_persona$key } from "../../__generated__/PersonaFormDialog_persona.graphql.ts";
import type { PersonasPageQuery as PersonasPageQueryType } from "../../__generated__/PersonasPageQuery.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Column, EmptyState, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { ListPage } from "../lists/ListPage.tsx";
import { listLoader } from "../lists/listParams.ts";
import { useListPage } from "../lists/useListPage.ts";
import { personSelectionOf } from "../registro/registrationContext.ts";
import { SelectionBanner } from "../registro/SelectionBanner.tsx";
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
  const queryRef = useLoaderData() as PreloadedQuery<PersonasPageQueryType>;
  const { personas } = usePreloadedQuery<PersonasPageQueryType>(PersonasPageQuery, queryRef);
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
  });

  return (
    <ListPage
      title="Gestión de Personas"
      total={personas.totalCount}
      noun={["persona", "personas"]}
      searchLabel="Buscar por nombre, apellidos o DNI"
      page={personas.page}
      totalPages={personas.totalPages}
      banner={<SelectionBanner selection={list.selection} />}
      action={
        <Button onPress={list.openNew}>
          <UserPlus size={16} aria-hidden />
          Nueva Persona
        </Button>
      }
    >
      <TableFrame>
        <Table aria-label="Personas" phoneCards>
          <TableHeader>
            <Column isRowHeader>DNI</Column>
            <Column>Nombre</Column>
            <Column>Apellidos</Column>
            <Column>Teléfono</Column>
            <Column>Email</Column>
            <Column className="whitespace-nowrap">¿Puede Adoptar?</Column>
            <Column className="text-right">Acciones</Column>
          </TableHeader>
          <TableBody items={personas.edges.map((edge) => edge.node)} renderEmptyState={() => <EmptyState>No se encontraron personas.</EmptyState>}>
            {(node) => (
              <PersonaRow
                persona={node}
                onEdit={() => list.openEdit(node)}
                onDelete={list.askDelete}
                isSelecting={linking}
                onSelect={list.selectAction(node.id)}
              />
            )}
          </TableBody>
        </Table>
      </TableFrame>

      <PersonaFormDialog {...list.formDialog} persona={list.editing} connectionId={personas.__id} />
      <DeletePersonaDialog {...list.deleteDialog} connectionId={personas.__id} />
    </ListPage>
  );
}

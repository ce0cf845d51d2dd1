import { UserPlus } from "lucide-react";
import { useState } from "react";
import { graphql, loadQuery, type PreloadedQuery, useMutation, usePreloadedQuery } from "react-relay";
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import type { Environment } from "relay-runtime";
import type { LinkPersonaMutation as LinkMutation } from "../../__generated__/LinkPersonaMutation.graphql.ts";
import type { PersonaFormDialog_persona$key } from "../../__generated__/PersonaFormDialog_persona.graphql.ts";
import type { PersonasPageQuery as PersonasPageQueryType } from "../../__generated__/PersonasPageQuery.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Column, EmptyState, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { ListPage } from "../lists/ListPage.tsx";
import { listVariables, useStepBackPastLastPage } from "../lists/listParams.ts";
import { type PendingReportForm, personSelectionOf, type RegistrationContext } from "../registro/registrationContext.ts";
import { SelectionBanner } from "../registro/SelectionBanner.tsx";
import { useRegistrationSelection, useReturnToAnimalRecord } from "../registro/useRegistrationSelection.ts";
import { useRefreshCounts } from "../shell/useRefreshCounts.ts";
import { DeletePersonaDialog, type DeleteTarget } from "./DeletePersonaDialog.tsx";
import { LinkPersonaMutation } from "./LinkPersonaMutation.ts";
import { PersonaFormDialog, type SavedPersona } from "./PersonaFormDialog.tsx";
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

/** Each visit and each change of search or page reads the list afresh, showing what is cached meanwhile. */
export function personasLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<PersonasPageQueryType>(environment, PersonasPageQuery, listVariables(new URL(request.url)), {
      fetchPolicy: "store-and-network",
    });
}

type FormState = { open: false } | { open: true; persona: PersonaFormDialog_persona$key | null };

/** 'Gestión de Personas' (spec section 2 "People"), with select mode for the animal record. */
export function PersonasPage() {
  const queryRef = useLoaderData() as PreloadedQuery<PersonasPageQueryType>;
  const { personas } = usePreloadedQuery<PersonasPageQueryType>(PersonasPageQuery, queryRef);
  useStepBackPastLastPage(personas.totalPages);
  const revalidator = useRevalidator();
  const refreshCounts = useRefreshCounts();
  const selection = useRegistrationSelection("persona");
  const returnToRecord = useReturnToAnimalRecord();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [link, linking] = useMutation<LinkMutation>(LinkPersonaMutation);

  /** Select mode: name this person on the context's E/S, then back to the animal record. */
  function choose(context: RegistrationContext, persona: { id: string }, failure: string) {
    const how = personSelectionOf(context.mode);
    if (!how) return;
    link({
      variables: { input: { entradaSalidaId: context.entradaSalidaId, personaId: persona.id, role: how.role, forProcess: how.forProcess } },
      onCompleted: ({ linkPersonaToEntradaSalida: result }) => {
        if (result.__typename !== "EntradaSalidaLink") return toastError(result.message ?? failure);
        returnToRecord(context.animalId, result.pendingReport?.toLowerCase() as PendingReportForm | undefined);
      },
      onError: () => toastError(failure),
    });
  }

  function saved(persona: SavedPersona) {
    if (persona.created) refreshCounts();
    if (persona.created && selection.status === "active") choose(selection.context, persona, "Error al asociar la persona creada");
    else revalidator.revalidate();
  }

  return (
    <ListPage
      title="Gestión de Personas"
      total={personas.totalCount}
      noun={["persona", "personas"]}
      searchLabel="Buscar por nombre, apellidos o DNI"
      page={personas.page}
      totalPages={personas.totalPages}
      banner={<SelectionBanner selection={selection} />}
      action={
        <Button onPress={() => setForm({ open: true, persona: null })}>
          <UserPlus size={16} aria-hidden />
          Nueva Persona
        </Button>
      }
    >
      <TableFrame>
        <Table aria-label="Personas">
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
                onEdit={() => setForm({ open: true, persona: node })}
                onDelete={setDeleting}
                isSelecting={linking}
                onSelect={selection.status === "active" ? () => choose(selection.context, node, "Error al asociar la persona") : undefined}
              />
            )}
          </TableBody>
        </Table>
      </TableFrame>

      <PersonaFormDialog
        isOpen={form.open}
        onOpenChange={(open) => !open && setForm({ open: false })}
        persona={form.open ? form.persona : null}
        onSaved={saved}
      />
      <DeletePersonaDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        connectionId={personas.__id}
        onDeleted={() => {
          refreshCounts();
          revalidator.revalidate();
        }}
      />
    </ListPage>
  );
}

import { Landmark } from "lucide-react";
import { useState } from "react";
import { graphql, loadQuery, type PreloadedQuery, useMutation, usePreloadedQuery } from "react-relay";
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from "react-router";
import type { Environment } from "relay-runtime";
import type { AyuntamientoFormDialog_ayuntamiento$key } from "../../__generated__/AyuntamientoFormDialog_ayuntamiento.graphql.ts";
import type { AyuntamientosPageQuery as AyuntamientosPageQueryType } from "../../__generated__/AyuntamientosPageQuery.graphql.ts";
import type { LinkAyuntamientoMutation as LinkMutation } from "../../__generated__/LinkAyuntamientoMutation.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { Column, EmptyState, Table, TableBody, TableFrame, TableHeader } from "../../ui/Table.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { ListPage } from "../lists/ListPage.tsx";
import { listVariables, useStepBackPastLastPage } from "../lists/listParams.ts";
import type { RegistrationContext } from "../registro/registrationContext.ts";
import { SelectionBanner } from "../registro/SelectionBanner.tsx";
import { useRegistrationSelection, useReturnToAnimalRecord } from "../registro/useRegistrationSelection.ts";
import { useRefreshCounts } from "../shell/useRefreshCounts.ts";
import { AyuntamientoFormDialog, type SavedAyuntamiento } from "./AyuntamientoFormDialog.tsx";
import { AyuntamientoRow } from "./AyuntamientoRow.tsx";
import { DeleteAyuntamientoDialog, type DeleteTarget } from "./DeleteAyuntamientoDialog.tsx";
import { LinkAyuntamientoMutation } from "./LinkAyuntamientoMutation.ts";

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

/** Each visit and each change of search or page reads the list afresh, showing what is cached meanwhile. */
export function ayuntamientosLoader(environment: Environment) {
  return ({ request }: LoaderFunctionArgs) =>
    loadQuery<AyuntamientosPageQueryType>(environment, AyuntamientosPageQuery, listVariables(new URL(request.url)), {
      fetchPolicy: "store-and-network",
    });
}

type FormState = { open: false } | { open: true; ayuntamiento: AyuntamientoFormDialog_ayuntamiento$key | null };

/** 'Gestión de Ayuntamientos' (spec section 2 "Municipalities"), with select mode for the animal record. */
export function AyuntamientosPage() {
  const queryRef = useLoaderData() as PreloadedQuery<AyuntamientosPageQueryType>;
  const { ayuntamientos } = usePreloadedQuery<AyuntamientosPageQueryType>(AyuntamientosPageQuery, queryRef);
  useStepBackPastLastPage(ayuntamientos.totalPages);
  const revalidator = useRevalidator();
  const refreshCounts = useRefreshCounts();
  const selection = useRegistrationSelection("ayuntamiento");
  const returnToRecord = useReturnToAnimalRecord();
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [link, linking] = useMutation<LinkMutation>(LinkAyuntamientoMutation);

  /** Select mode: name this town hall on the context's E/S, then back to the animal record. */
  function choose(context: RegistrationContext, ayuntamiento: { id: string }, failure: string) {
    link({
      variables: { input: { entradaSalidaId: context.entradaSalidaId, ayuntamientoId: ayuntamiento.id } },
      onCompleted: ({ linkAyuntamientoToEntradaSalida: result }) => {
        if (result.__typename !== "EntradaSalidaLink") return toastError(result.message ?? failure);
        returnToRecord(context.animalId);
      },
      onError: () => toastError(failure),
    });
  }

  function saved(ayuntamiento: SavedAyuntamiento) {
    if (ayuntamiento.created) refreshCounts();
    if (ayuntamiento.created && selection.status === "active") {
      choose(selection.context, ayuntamiento, "Error al asociar el ayuntamiento creado");
    } else revalidator.revalidate();
  }

  return (
    <ListPage
      title="Gestión de Ayuntamientos"
      total={ayuntamientos.totalCount}
      noun={["ayuntamiento", "ayuntamientos"]}
      searchLabel="Buscar por ayuntamiento, CIF o dirección"
      page={ayuntamientos.page}
      totalPages={ayuntamientos.totalPages}
      banner={<SelectionBanner selection={selection} />}
      action={
        <Button onPress={() => setForm({ open: true, ayuntamiento: null })}>
          <Landmark size={16} aria-hidden />
          Nuevo Ayuntamiento
        </Button>
      }
    >
      <TableFrame>
        <Table aria-label="Ayuntamientos">
          <TableHeader>
            <Column isRowHeader>CIF</Column>
            <Column>Ayuntamiento</Column>
            <Column>Dirección</Column>
            <Column>Teléfono</Column>
            <Column className="text-right">Acciones</Column>
          </TableHeader>
          <TableBody
            items={ayuntamientos.edges.map((edge) => edge.node)}
            renderEmptyState={() => <EmptyState>No se encontraron ayuntamientos.</EmptyState>}
          >
            {(node) => (
              <AyuntamientoRow
                ayuntamiento={node}
                onEdit={() => setForm({ open: true, ayuntamiento: node })}
                onDelete={setDeleting}
                isSelecting={linking}
                onSelect={
                  selection.status === "active" ? () => choose(selection.context, node, "Error al asociar el ayuntamiento") : undefined
                }
              />
            )}
          </TableBody>
        </Table>
      </TableFrame>

      <AyuntamientoFormDialog
        isOpen={form.open}
        onOpenChange={(open) => !open && setForm({ open: false })}
        ayuntamiento={form.open ? form.ayuntamiento : null}
        onSaved={saved}
      />
      <DeleteAyuntamientoDialog
        target={deleting}
        onClose={() => setDeleting(null)}
        connectionId={ayuntamientos.__id}
        onDeleted={() => {
          refreshCounts();
          revalidator.revalidate();
        }}
      />
    </ListPage>
  );
}

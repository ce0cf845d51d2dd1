import { SUCCESS_MESSAGES } from "@rules/successMessages.ts";
import { Plus } from "lucide-react";
import { useEffect, useEffectEvent, useState, useTransition } from "react";
import { graphql, useLazyLoadQuery, useRefetchableFragment } from "react-relay/hooks";
import type { ObservacionesTabQuery } from "../../__generated__/ObservacionesTabQuery.graphql.ts";
import type { ObservacionesTab_entradaSalida$key } from "../../__generated__/ObservacionesTab_entradaSalida.graphql.ts";
import type { ObservacionesTabRefetchQuery } from "../../__generated__/ObservacionesTabRefetchQuery.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { Loading } from "../../ui/Loading.tsx";
import { Button } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Pagination } from "../../ui/Pagination.tsx";
import { Switch } from "../../ui/Switch.tsx";
import { Column, Table, TableBody, TableHeader } from "../../ui/Table.tsx";
import { EmptyState, TableFrame } from "../../ui/TableFrame.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { cn } from "../../ui/cn.ts";
import { useDeleteObservacionMutation } from "../observaciones/DeleteObservacionMutation.ts";
import { ObservacionDialog } from "../observaciones/ObservacionDialog.tsx";
import { type ObservacionFields, ObservacionRow } from "../observaciones/ObservacionRow.tsx";
import type { ShownObservaciones } from "../observaciones/shownObservaciones.ts";

/**
 * The Observaciones tab of one E/S, read with its own query when the tab is opened: the ficha's
 * query holds every E/S of the animal, and reading each one's observations there would cost two
 * statements per E/S.
 */
export function ObservacionesTabPanel(props: { entradaSalidaId: string }) {
  return (
    <Loading text="Cargando observaciones…" inset>
      <ObservacionesTabLoader entradaSalidaId={props.entradaSalidaId} />
    </Loading>
  );
}

function ObservacionesTabLoader(props: { entradaSalidaId: string }) {
  const data = useLazyLoadQuery<ObservacionesTabQuery>(
    graphql`
      query ObservacionesTabQuery($id: ID!) {
        appStatus {
          zonaHoraria
        }
        node(id: $id) {
          ...ObservacionesTab_entradaSalida @alias
        }
      }
    `,
    { id: props.entradaSalidaId },
  );
  const entradaSalida = data.node?.ObservacionesTab_entradaSalida;
  return entradaSalida ? <ObservacionesTab entradaSalida={entradaSalida} timeZone={data.appStatus.zonaHoraria} /> : null;
}

/**
 * The Observaciones tab: the E/S's observations newest first, 'Solo los tratamientos', new, edit,
 * delete, documents. Saving and deleting change the page shown in the store; only the switch and
 * the page buttons read from the server.
 */
function ObservacionesTab(props: { entradaSalida: ObservacionesTab_entradaSalida$key; timeZone: string }) {
  const [entradaSalida, refetch] = useRefetchableFragment<ObservacionesTabRefetchQuery, ObservacionesTab_entradaSalida$key>(
    graphql`
      fragment ObservacionesTab_entradaSalida on EntradaSalida
      @refetchable(queryName: "ObservacionesTabRefetchQuery")
      @argumentDefinitions(
        page: { type: "Int", defaultValue: 1 }
        soloTratamientos: { type: "Boolean", defaultValue: false }
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
      ) {
        id
        databaseId
        fechaSalida
        observaciones(page: $page, first: $first, after: $after, soloTratamientos: $soloTratamientos)
          @connection(key: "ObservacionesTab_observaciones", filters: ["page", "soloTratamientos"]) {
          __id
          totalCount
          page
          totalPages
          edges {
            node {
              id
              ...ObservacionRow_observacion
            }
          }
        }
      }
    `,
    props.entradaSalida,
  );
  const [soloTratamientos, setSoloTratamientos] = useState(false);
  const [editing, setEditing] = useState<ObservacionFields | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState<ObservacionFields | null>(null);
  const [remove, removing] = useDeleteObservacionMutation();
  const [loading, startTransition] = useTransition();
  const list = entradaSalida.observaciones;
  const shown: ShownObservaciones = { connectionId: list.__id, page: list.page, soloTratamientos };

  const load = (page: number, solo = soloTratamientos) =>
    startTransition(() => {
      refetch({ page, soloTratamientos: solo }, { fetchPolicy: "network-only" });
    });

  // A delete that empties the last page steps back to the new last one.
  const lastPage = list.totalPages > 0 && list.page > list.totalPages ? list.totalPages : null;
  // An effect event: the step runs once per new lastPage, not again when `load` changes while the page loads.
  const stepBack = useEffectEvent((page: number) => load(page));
  useEffect(() => {
    if (lastPage) stepBack(lastPage);
  }, [lastPage]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const result = await remove(deleting.id, shown);
      const error = readMutationError(result.error);
      if (error) return toastError(error.message, "Error al eliminar la observación");
      toastSuccess(SUCCESS_MESSAGES.observacionDeleted);
      setDeleting(null);
    } catch (error) {
      toastError((error as Error).message, "Error al eliminar la observación");
    }
  }

  return (
    <div className="flex flex-col gap-3 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Switch
          isSelected={soloTratamientos}
          onChange={(solo) => {
            setSoloTratamientos(solo);
            load(1, solo);
          }}
        >
          Solo los tratamientos
        </Switch>
        <Button
          onPress={() => {
            setEditing(null);
            setDialogOpen(true);
          }}
        >
          <Plus size={16} aria-hidden />
          Nueva observación
        </Button>
      </div>
      <div className={cn("flex flex-col gap-3 transition-opacity", loading && "opacity-60")} aria-busy={loading}>
        <TableFrame>
          <Table aria-label={`Observaciones de la entrada/salida nº ${entradaSalida.databaseId}`} phoneCards>
            <TableHeader>
              <Column isRowHeader className="whitespace-nowrap">
                Fecha y hora
              </Column>
              <Column>Descripción</Column>
              <Column>Tratamiento</Column>
              <Column className="whitespace-nowrap">Inicio</Column>
              <Column className="whitespace-nowrap">Fin</Column>
              <Column>Documento</Column>
              <Column className="text-right">Acciones</Column>
            </TableHeader>
            <TableBody
              items={list.edges.map((edge) => edge.node)}
              renderEmptyState={() => <EmptyState>{soloTratamientos ? "No hay tratamientos." : "No hay observaciones."}</EmptyState>}
            >
              {(node) => (
                <ObservacionRow
                  key={node.id}
                  observacion={node}
                  timeZone={props.timeZone}
                  onEdit={(o) => {
                    setEditing(o);
                    setDialogOpen(true);
                  }}
                  onDelete={setDeleting}
                />
              )}
            </TableBody>
          </Table>
        </TableFrame>
        <Pagination page={list.page} totalPages={list.totalPages} onPageChange={(n) => load(n)} isLoading={loading} />
      </div>
      <ObservacionDialog
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        entradaSalidaId={entradaSalida.id}
        fechaSalida={entradaSalida.fechaSalida ?? null}
        observacion={editing}
        shown={shown}
        timeZone={props.timeZone}
      />
      <ConfirmDialog
        isOpen={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Eliminar observación"
        description="¿Está seguro de que desea eliminar esta observación? Su documento también se eliminará. Esta acción no se puede deshacer."
        confirmText="Eliminar"
        variant="destructive"
        isPending={removing}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

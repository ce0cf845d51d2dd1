import { readMutationError } from "../../relay/MutationError.ts";
import { toastError } from "../../ui/Toast.tsx";
import { SeguroDeleteDialog } from "../../ui/SeguroDeleteDialog.tsx";
import { useDeleteEntradaSalidaMutation } from "./DeleteEntradaSalidaMutation.ts";

export type EntradaSalidaTarget = { id: string; databaseId: number };

/**
 * 'Eliminar E/S' (spec sections 4 and 5): the user types SEGURO, the server deletes the E/S with
 * its observations and their files, and a summary follows; closing it reloads the ficha.
 */
export function DeleteEntradaSalidaDialog(props: { target: EntradaSalidaTarget | null; connection: string; onCancel: () => void; onFinished: () => void }) {
  const [remove, isInFlight] = useDeleteEntradaSalidaMutation();
  const target = props.target;
  if (!target) return null;

  async function confirm(word: string) {
    if (!target) return;
    try {
      const { deleteEntradaSalida: result } = await remove({ variables: { input: { id: target.id, confirmacion: word }, connections: [props.connection] } });
      if (result.__typename !== "DeleteEntradaSalidaPayload" || !result.detalles) {
        return void toastError(readMutationError(result.error)?.message ?? "Error al eliminar la entrada/salida");
      }
      const details = result.detalles;
      return {
        title: "Entrada/salida eliminada",
        testId: "delete-es-summary",
        text: `Se ha eliminado la entrada/salida nº ${details.entradaSalidaId} con sus observaciones.`,
        counts: details,
      };
    } catch {
      toastError("Error al eliminar la entrada/salida");
    }
  }

  return (
    <SeguroDeleteDialog title="Eliminar entrada/salida" isPending={isInFlight} onConfirm={confirm} onCancel={props.onCancel} onFinished={props.onFinished}>
      Se eliminará la entrada/salida nº <strong>{target.databaseId}</strong> con todas sus observaciones y sus documentos. Esta acción no se puede deshacer.
    </SeguroDeleteDialog>
  );
}

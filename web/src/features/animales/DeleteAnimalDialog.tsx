import { toastError } from "../../ui/Toast.tsx";
import { SeguroDeleteDialog } from "../../ui/SeguroDeleteDialog.tsx";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";
import { useDeleteAnimalMutation } from "./DeleteAnimalMutation.ts";
import { readMutationError } from "../../relay/MutationError.ts";

export type DeleteTarget = { id: string; databaseId: number; registro: string; nombre: string };

/**
 * Deleting a ficha in cascade: the user types SEGURO, the server deletes the animal with its E/S,
 * observations and files, and a summary of what went follows (spec sections 4 and 5).
 * `onFinished` runs when the summary is closed; `connections` are the lists to drop the row from.
 */
export function DeleteAnimalDialog(props: {
  target: DeleteTarget | null;
  from: "list" | "ficha";
  connections: string[];
  onCancel: () => void;
  onFinished: () => void;
}) {
  const [remove, isInFlight] = useDeleteAnimalMutation();
  const refreshCounts = useRefreshCounts();
  const target = props.target;
  if (!target) return null;

  async function confirm(word: string) {
    if (!target) return;
    try {
      const result = await remove({ id: target.id, confirmacion: word, from: props.from }, props.connections);
      const details = result.detalles;
      if (!details) return void toastError(readMutationError(result.error)?.message ?? "Error al eliminar la ficha registral");
      refreshCounts();
      return {
        title: "Ficha registral eliminada",
        testId: "delete-summary",
        text: (
          <>
            Se ha eliminado la ficha <strong>{target.registro}</strong> ({target.nombre}) con todo lo que dependía de ella.
          </>
        ),
        counts: details,
      };
    } catch {
      toastError("Error al eliminar la ficha registral");
    }
  }

  return (
    <SeguroDeleteDialog title="Eliminar ficha registral" isPending={isInFlight} onConfirm={confirm} onCancel={props.onCancel} onFinished={props.onFinished}>
      Se eliminará la ficha <strong>{target.registro}</strong> ({target.nombre}) junto con sus entradas y salidas, sus observaciones y todos sus archivos. Esta
      acción no se puede deshacer.
    </SeguroDeleteDialog>
  );
}

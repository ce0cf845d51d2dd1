import { useState } from "react";
import { useMutation } from "react-relay";
import type { DeleteAyuntamientoMutation as DeleteMutation } from "../../__generated__/DeleteAyuntamientoMutation.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { toast, toastSuccess } from "../../ui/Toast.tsx";
import { DeleteAyuntamientoMutation } from "./DeleteAyuntamientoMutation.ts";

export type DeleteTarget = { id: string; name: string };

type Props = {
  target: DeleteTarget | null;
  onClose: () => void;
  /** The page's connection, so the row disappears at once. */
  connectionId: string;
  onDeleted: () => void;
};

/**
 * The delete confirmation and, when an E/S names the town hall, the spec's 'Error al eliminar
 * ayuntamiento' dialog (section 8); any other failure is a toast.
 */
export function DeleteAyuntamientoDialog({ target, onClose, connectionId, onDeleted }: Props) {
  const [linked, setLinked] = useState(false);
  const [commit, isInFlight] = useMutation<DeleteMutation>(DeleteAyuntamientoMutation);

  function confirm(ayuntamiento: DeleteTarget) {
    commit({
      variables: { input: { id: ayuntamiento.id }, connections: [connectionId] },
      onCompleted: ({ deleteAyuntamiento: result }) => {
        onClose();
        if (result.deletedId) {
          toastSuccess("Éxito", "Ayuntamiento eliminado correctamente");
          onDeleted();
        } else if (result.message?.includes("vinculado a fichas registrales")) {
          setLinked(true);
        } else {
          toast("Error al eliminar", "No se pudo eliminar el ayuntamiento.", "destructive");
        }
      },
      onError: () => {
        onClose();
        toast("Error al eliminar", "No se pudo eliminar el ayuntamiento.", "destructive");
      },
    });
  }

  return (
    <>
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Eliminar ayuntamiento"
        description={`¿Está seguro de que desea eliminar a ${target?.name ?? ""}? Esta acción no se puede deshacer.`}
        confirmText="Eliminar"
        variant="destructive"
        isPending={isInFlight}
        onConfirm={() => target && confirm(target)}
      />
      <Dialog isOpen={linked} onOpenChange={setLinked} title="Error al eliminar ayuntamiento" role="alertdialog" size="sm">
        <p className="text-sm text-slate-600">
          No se puede eliminar el ayuntamiento porque está vinculado a fichas registrales. Primero debe desvincularlo de todas las fichas antes de
          poder eliminarlo.
        </p>
        <DialogActions>
          <Button onPress={() => setLinked(false)} autoFocus>
            Entendido
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

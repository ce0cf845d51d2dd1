import { useState } from "react";
import { useMutation } from "react-relay";
import type { DeletePersonaMutation as DeleteMutation } from "../../__generated__/DeletePersonaMutation.graphql.ts";
import { Button } from "../../ui/Button.tsx";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { toast, toastSuccess } from "../../ui/Toast.tsx";
import { DeletePersonaMutation } from "./DeletePersonaMutation.ts";

export type DeleteTarget = { id: string; name: string };

type Props = {
  target: DeleteTarget | null;
  onClose: () => void;
  /** The page's connection, so the row disappears at once. */
  connectionId: string;
  onDeleted: () => void;
};

/**
 * The delete confirmation and, when an E/S names the person, the spec's 'Error al eliminar
 * persona' dialog (section 8); any other failure is a toast.
 */
export function DeletePersonaDialog({ target, onClose, connectionId, onDeleted }: Props) {
  const [linked, setLinked] = useState(false);
  const [commit, isInFlight] = useMutation<DeleteMutation>(DeletePersonaMutation);

  function confirm(person: DeleteTarget) {
    commit({
      variables: { input: { id: person.id }, connections: [connectionId] },
      onCompleted: ({ deletePersona: result }) => {
        onClose();
        if (result.deletedId) {
          toastSuccess("Éxito", "Persona eliminada correctamente");
          onDeleted();
        } else if (result.message?.includes("vinculada a fichas registrales")) {
          setLinked(true);
        } else {
          toast("Error al eliminar", "No se pudo eliminar la persona.", "destructive");
        }
      },
      onError: () => {
        onClose();
        toast("Error al eliminar", "No se pudo eliminar la persona.", "destructive");
      },
    });
  }

  return (
    <>
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => !open && onClose()}
        title="Eliminar persona"
        description={`¿Está seguro de que desea eliminar a ${target?.name ?? ""}? Esta acción no se puede deshacer.`}
        confirmText="Eliminar"
        variant="destructive"
        isPending={isInFlight}
        onConfirm={() => target && confirm(target)}
      />
      <Dialog isOpen={linked} onOpenChange={setLinked} title="Error al eliminar persona" role="alertdialog" size="sm">
        <p className="text-sm text-slate-600">
          No se puede eliminar la persona porque está vinculada a fichas registrales. Primero debe desvincularla de todas las fichas antes de poder
          eliminarla.
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

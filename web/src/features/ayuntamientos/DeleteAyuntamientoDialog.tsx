import { useMutation } from "react-relay";
import type { DeleteAyuntamientoMutation as DeleteMutation } from "../../__generated__/DeleteAyuntamientoMutation.graphql.ts";
import { DeleteDialog, type DeleteDialogProps, type DeleteTexts } from "../lists/DeleteDialog.tsx";
import { DeleteAyuntamientoMutation } from "./DeleteAyuntamientoMutation.ts";

const TEXTS: DeleteTexts = {
  title: "Eliminar ayuntamiento",
  deleted: "Ayuntamiento eliminado correctamente",
  failed: "No se pudo eliminar el ayuntamiento.",
  linked: {
    title: "Error al eliminar ayuntamiento",
    explanation:
      "No se puede eliminar el ayuntamiento porque está vinculado a fichas registrales. Primero debe desvincularlo de todas las fichas antes de poder eliminarlo.",
  },
};

/** Deleting a town hall; one named on an E/S stays, with the spec's 'Error al eliminar ayuntamiento' dialog (section 8). */
export function DeleteAyuntamientoDialog({ connectionId, ...props }: DeleteDialogProps) {
  const [commit, isInFlight] = useMutation<DeleteMutation>(DeleteAyuntamientoMutation);
  return (
    <DeleteDialog
      {...props}
      texts={TEXTS}
      isPending={isInFlight}
      remove={(id, settle) =>
        commit({
          variables: { input: { id }, connections: [connectionId] },
          onCompleted: ({ deleteAyuntamiento }) => settle(deleteAyuntamiento),
          onError: () => settle(null),
        })
      }
    />
  );
}

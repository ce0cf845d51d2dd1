import { AYUNTAMIENTO_LINKED_MESSAGE } from "@rules/ayuntamiento.ts";
import { SUCCESS_MESSAGES } from "@rules/successMessages.ts";
import { DeleteDialog, type DeleteDialogProps, type DeleteTexts } from "../lists/DeleteDialog.tsx";
import { useDeleteAyuntamientoMutation } from "./DeleteAyuntamientoMutation.ts";

const TEXTS: DeleteTexts = {
  title: "Eliminar ayuntamiento",
  deleted: SUCCESS_MESSAGES.ayuntamientoDeleted,
  failed: "No se pudo eliminar el ayuntamiento.",
  linked: {
    title: "Error al eliminar ayuntamiento",
    explanation: AYUNTAMIENTO_LINKED_MESSAGE,
  },
};

/** Deleting a town hall; one named on an E/S stays, with the spec's 'Error al eliminar ayuntamiento' dialog (section 8). */
export function DeleteAyuntamientoDialog(props: DeleteDialogProps) {
  return <DeleteDialog {...props} texts={TEXTS} mutation={useDeleteAyuntamientoMutation()} />;
}

import { DeleteDialog, type DeleteDialogProps, type DeleteTexts } from "../lists/DeleteDialog.tsx";
import { useDeleteAyuntamientoMutation } from "./DeleteAyuntamientoMutation.ts";

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
export function DeleteAyuntamientoDialog(props: DeleteDialogProps) {
  return <DeleteDialog {...props} texts={TEXTS} mutation={useDeleteAyuntamientoMutation()} />;
}

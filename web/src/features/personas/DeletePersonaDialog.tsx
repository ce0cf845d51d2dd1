import { DeleteDialog, type DeleteDialogProps, type DeleteTexts } from "../lists/DeleteDialog.tsx";
import { useDeletePersonaMutation } from "./DeletePersonaMutation.ts";

const TEXTS: DeleteTexts = {
  title: "Eliminar persona",
  deleted: "Persona eliminada correctamente",
  failed: "No se pudo eliminar la persona.",
  linked: {
    title: "Error al eliminar persona",
    explanation:
      "No se puede eliminar la persona porque está vinculada a fichas registrales. Primero debe desvincularla de todas las fichas antes de poder eliminarla.",
  },
};

/** Deleting a person; one named on an E/S stays, with the spec's 'Error al eliminar persona' dialog (section 8). */
export function DeletePersonaDialog(props: DeleteDialogProps) {
  return <DeleteDialog {...props} texts={TEXTS} mutation={useDeletePersonaMutation()} />;
}

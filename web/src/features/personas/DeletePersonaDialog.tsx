import { PERSONA_LINKED_MESSAGE } from "@rules/persona.ts";
import { SUCCESS_MESSAGES } from "@rules/successMessages.ts";
import { DeleteDialog, type DeleteDialogProps, type DeleteTexts } from "../lists/DeleteDialog.tsx";
import { useDeletePersonaMutation } from "./DeletePersonaMutation.ts";

const TEXTS: DeleteTexts = {
  title: "Eliminar persona",
  deleted: SUCCESS_MESSAGES.personaDeleted,
  failed: "No se pudo eliminar la persona.",
  linked: {
    title: "Error al eliminar persona",
    explanation: PERSONA_LINKED_MESSAGE,
  },
};

/** Deleting a person; one named on an E/S stays, with the spec's 'Error al eliminar persona' dialog (section 8). */
export function DeletePersonaDialog(props: DeleteDialogProps) {
  return <DeleteDialog {...props} texts={TEXTS} mutation={useDeletePersonaMutation()} />;
}

import { Pencil, Trash2 } from "lucide-react";
import { Button } from "./Button.tsx";

type Props = {
  /** What the row is called: the buttons' accessible names are '<verb> <name>'. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The edit button's word: 'Editar' opens a ficha, 'Modificar' a dialog. */
  editText?: "Editar" | "Modificar";
};

/** A table row's two actions, at the end of its last cell: change it, or delete it (after the caller's confirmation). */
export function EditDeleteButtons({ name, onEdit, onDelete, editText = "Editar" }: Props) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="sm" onPress={onEdit} aria-label={`${editText} ${name}`}>
        <Pencil size={14} aria-hidden />
        {editText}
      </Button>
      <Button variant="destructiveGhost" size="sm" onPress={onDelete} aria-label={`Eliminar ${name}`}>
        <Trash2 size={14} aria-hidden />
        Eliminar
      </Button>
    </div>
  );
}

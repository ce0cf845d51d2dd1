import { Check, Pencil, Trash2 } from "lucide-react";
import { Button } from "../../ui/Button.tsx";
import type { DeleteTarget } from "./DeleteDialog.tsx";

/** What a list page does with a row. */
export type RowActionHandlers = {
  onEdit: () => void;
  onDelete: (target: DeleteTarget) => void;
  /** Present in select mode only. */
  onSelect?: () => void;
  isSelecting?: boolean;
};

type Props = RowActionHandlers & {
  /** The row to delete, named as the confirmation names it. */
  target: DeleteTarget;
  /** How each button's accessible name ends: 'a Ana Martín' ('Editar a Ana Martín'), 'Ayuntamiento de Écija'. */
  naming: string;
};

/** The Acciones cell's buttons: Seleccionar in select mode, Editar and Eliminar. */
export function RowActions({ target, naming, onEdit, onDelete, onSelect, isSelecting }: Props) {
  return (
    <div className="flex justify-end gap-1">
      {onSelect && (
        <Button size="sm" variant="success" onPress={onSelect} isPending={isSelecting} aria-label={`Seleccionar ${naming}`}>
          <Check size={14} aria-hidden />
          Seleccionar
        </Button>
      )}
      <Button size="sm" variant="ghost" onPress={onEdit} aria-label={`Editar ${naming}`}>
        <Pencil size={14} aria-hidden />
        Editar
      </Button>
      <Button size="sm" variant="destructiveGhost" onPress={() => onDelete(target)} aria-label={`Eliminar ${naming}`}>
        <Trash2 size={14} aria-hidden />
        Eliminar
      </Button>
    </div>
  );
}

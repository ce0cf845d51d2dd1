import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

/** 'Datos sin guardar' (spec section 4 "New animal"): asked before unsaved data is thrown away. */
export function UnsavedChangesDialog({ isOpen, onDiscard, onKeep }: { isOpen: boolean; onDiscard: () => void; onKeep: () => void }) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && onKeep()}
      title="Datos sin guardar"
      description="La ficha tiene datos que no se han guardado. Si continúa, se perderán."
      confirmText="Descartar cambios"
      cancelText="Seguir editando"
      variant="destructive"
      onConfirm={onDiscard}
    />
  );
}

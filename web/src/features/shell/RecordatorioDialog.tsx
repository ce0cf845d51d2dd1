import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { Switch } from "../../ui/Switch.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { readMutationError } from "../../relay/MutationError.ts";
import { useSetRecordatorioSanitarioMutation } from "./SetRecordatorioSanitarioMutation.ts";

const SAVE_FAILED = "Error al guardar el recordatorio";

/** The user's own opt-in to the daily e-mail of the plan sanitario's overdue and due-today actuaciones. */
export function RecordatorioDialog({ isOpen, onOpenChange, activo }: { isOpen: boolean; onOpenChange: (open: boolean) => void; activo: boolean }) {
  const [save, saving] = useSetRecordatorioSanitarioMutation();

  async function change(next: boolean) {
    try {
      const result = await save(next);
      const error = readMutationError(result.error);
      if (error) return toastError(error.message, SAVE_FAILED);
      toastSuccess(next ? "Recibirá el recordatorio diario por correo" : "Ya no recibirá el recordatorio diario");
    } catch (error) {
      toastError((error as Error).message, SAVE_FAILED);
    }
  }

  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title="Recordatorio por correo" size="sm">
      <p className="mb-4 text-sm text-slate-600">
        Un correo al día, a la hora que fija el refugio, con las actuaciones sanitarias vencidas o para hoy. Solo si hay alguna.
      </p>
      <Switch isSelected={activo} isReadOnly={saving} onChange={(next) => void change(next)}>
        Recibir el recordatorio diario del plan sanitario
      </Switch>
      <DialogActions>
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { FileJson, FileText, Lock, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { readMutationError } from "../../relay/MutationError.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useBlockPersonaMutation } from "./BlockPersonaMutation.ts";
import { useExportPersona } from "./useExportPersona.ts";

type Props = {
  /** The person's global id and database id, and their name as the row shows it. */
  persona: { id: string; databaseId: number; name: string };
  /** The people list's connection, which a blocked person leaves. */
  connectionId: string;
};

/**
 * 'Datos personales' in a person's row, for administrators: export everything held about them
 * (RGPD arts. 15 and 20) as JSON or PDF, or block their data (LOPDGDD art. 32).
 */
export function PersonaDataRights({ persona, connectionId }: Props) {
  const [isOpen, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [block, blocking] = useBlockPersonaMutation();
  const { exportAs, exporting } = useExportPersona(persona.databaseId);

  async function confirmBlock() {
    try {
      const error = readMutationError((await block(persona.id, [connectionId]))?.error);
      if (error) return toastError(error.message, "Error al bloquear los datos");
      setOpen(false);
      toastSuccess("Datos bloqueados", `${persona.name} ya no aparece en búsquedas ni selecciones. Se desbloquea en Protección de datos.`);
    } catch {
      toastError("No se pudieron bloquear los datos.");
    }
  }

  return (
    <>
      <Button size="sm" variant="ghost" onPress={() => setOpen(true)} aria-label={`Datos personales de ${persona.name}`}>
        <ShieldCheck size={14} aria-hidden />
        Datos
      </Button>
      <Dialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          setConfirming(false);
        }}
        title={`Datos personales de ${persona.name}`}
        size="sm"
      >
        <div className="flex flex-col gap-3 text-sm text-slate-600">
          <p>
            Exportar datos: la ficha de la persona, las entradas y salidas en las que figura y los documentos generados con su nombre (RGPD arts. 15 y 20). Cada
            exportación queda registrada.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onPress={() => void exportAs("json")} isPending={exporting}>
              <FileJson size={16} aria-hidden />
              Exportar JSON
            </Button>
            <Button variant="secondary" onPress={() => void exportAs("pdf")} isPending={exporting}>
              <FileText size={16} aria-hidden />
              Exportar PDF
            </Button>
          </div>
          {confirming ? (
            <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
              Bloquear (LOPDGDD art. 32): la persona deja de aparecer en búsquedas y selecciones y solo los administradores pueden consultarla. ¿Continuar?
            </p>
          ) : (
            <p>Bloquear: la persona deja de aparecer en búsquedas y selecciones; solo los administradores la consultan.</p>
          )}
        </div>
        <DialogActions>
          <Button variant="secondary" onPress={() => setOpen(false)}>
            Cerrar
          </Button>
          {confirming ? (
            <Button variant="destructive" onPress={() => void confirmBlock()} isPending={blocking}>
              <Lock size={16} aria-hidden />
              Sí, bloquear
            </Button>
          ) : (
            <Button variant="destructive" onPress={() => setConfirming(true)}>
              <Lock size={16} aria-hidden />
              Bloquear
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}

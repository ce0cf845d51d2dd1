import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import type { ReplaceQuestion } from "./useStartProcess.ts";

const WHO = { entrada: "la persona que entrega el animal", salida: "la persona que se hace cargo del animal" };

/** 'Iniciar proceso' with the person already linked: 'Sí, reemplazar', 'No, no reemplazar' or 'Cancelar' (spec section 4). */
export function ReplacePersonDialog(props: { question: ReplaceQuestion | null; onReplace: () => void; onKeep: () => void; onCancel: () => void }) {
  const { question } = props;
  return (
    <Dialog isOpen={!!question} onOpenChange={(open) => !open && props.onCancel()} title="¿Reemplazar la persona?" role="alertdialog" size="sm">
      {question && (
        <p className="text-sm text-slate-600">
          <strong className="text-slate-900">«{question.persona}»</strong> ya figura como {WHO[question.side]}. ¿Desea reemplazarla?
        </p>
      )}
      <DialogActions>
        <Button variant="secondary" onPress={props.onCancel}>
          Cancelar
        </Button>
        <Button variant="secondary" onPress={props.onKeep}>
          No, no reemplazar
        </Button>
        <Button onPress={props.onReplace} autoFocus>
          Sí, reemplazar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { MOTIVO_EXCEPCION_MAX, motivoExcepcionSchema } from "@rules/adopcion.ts";
import { useState } from "react";
import { validate } from "../../forms/validate.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { TextArea } from "../../ui/TextArea.tsx";

/**
 * An administrator's override of an adoption's failed conditions (issue 26): what is missing, and
 * the written reason the server requires; the reason goes to the activity log and is printed
 * nowhere. Only shown to administrators; the server refuses anyone else.
 */
/** What the override goes ahead with: saving the exit, or generating its contract. */
const ACTION_WORDS = {
  registrar: { title: "Registrar sin cumplir las condiciones", confirm: "Registrar igualmente" },
  generar: { title: "Generar el contrato sin cumplir las condiciones", confirm: "Generar igualmente" },
} as const;

export function AdoptionOverrideDialog(props: {
  action: keyof typeof ACTION_WORDS;
  /** The server's refusal naming everything missing; null closes the dialog. */
  blocked: string | null;
  onCancel: () => void;
  onConfirm: (motivo: string) => void;
  isPending: boolean;
}) {
  const [motivo, setMotivo] = useState("");
  const [error, setError] = useState<string | undefined>();

  function confirm() {
    const checked = validate(motivoExcepcionSchema, { motivoExcepcion: motivo });
    if (!checked.ok) return setError(checked.message);
    setError(undefined);
    props.onConfirm(checked.data.motivoExcepcion);
  }

  const words = ACTION_WORDS[props.action];
  return (
    <Dialog isOpen={props.blocked !== null} onOpenChange={(open) => !open && props.onCancel()} title={words.title} role="alertdialog">
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p>{props.blocked}</p>
        <p>
          Como administrador puede seguir adelante escribiendo el motivo. Quedará en el registro de actividad con su usuario; no se imprime en ningún documento.
        </p>
        <TextArea
          label="Motivo de la excepción"
          name="motivoExcepcion"
          isRequired
          value={motivo}
          onChange={setMotivo}
          maxLength={MOTIVO_EXCEPCION_MAX}
          errorMessage={error}
          isInvalid={error !== undefined}
          rows={3}
        />
      </div>
      <DialogActions>
        <Button variant="secondary" onPress={props.onCancel} isDisabled={props.isPending}>
          Cancelar
        </Button>
        <Button variant="destructive" onPress={confirm} isPending={props.isPending}>
          {words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import type { CalendarDate } from "@internationalized/date";
import { parseDate } from "@internationalized/date";
import { cancelarSchema, FECHA_INCOMPLETE, MOTIVO_MAX, reprogramarSchema } from "@rules/planSanitario.ts";
import { useRef, useState } from "react";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";
import { Button, SubmitButton } from "../../ui/Button.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { useCancelarActuacionMutation } from "./CancelarActuacionMutation.ts";
import { useReprogramarActuacionMutation } from "./ReprogramarActuacionMutation.ts";

/** A pending item to move to another day or to cancel, each with its reason. */
export type ItemChange = { mode: "reprogramar" | "cancelar"; id: string; nombre: string; fechaPrevista: string };

const TEXTS = {
  reprogramar: { title: "Cambiar de día", submit: "Cambiar de día", failure: "Error al cambiar el día", done: "Actuación prevista para otro día" },
  cancelar: { title: "Cancelar actuación", submit: "Cancelar actuación", failure: "Error al cancelar la actuación", done: "Actuación cancelada" },
} as const;

/** 'Cambiar de día' (a new day and the reason) and 'Cancelar actuación' (the reason). */
export function CambiarActuacionDialog({ change, onClose }: { change: ItemChange | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={!!change}
      onOpenChange={(open) => !open && onClose()}
      title={change ? `${TEXTS[change.mode].title}: ${change.nombre}` : ""}
      isDismissable={false}
      placement="top"
    >
      {change && <CambiarForm change={change} onClose={onClose} />}
    </Dialog>
  );
}

function CambiarForm({ change, onClose }: { change: ItemChange; onClose: () => void }) {
  const texts = TEXTS[change.mode];
  const [fecha, setFecha] = useState<CalendarDate | null>(() => parseDate(change.fechaPrevista));
  const [motivo, setMotivo] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const [reprogramar, reprogramando] = useReprogramarActuacionMutation();
  const [cancelar, cancelando] = useCancelarActuacionMutation();
  const refreshCounts = useRefreshCounts();
  const busy = reprogramando || cancelando;

  function refuse(fieldErrors: FieldErrors, message: string) {
    setErrors(fieldErrors);
    toastError(message, texts.failure);
  }

  async function save() {
    const checked =
      change.mode === "reprogramar"
        ? (incompleteDates(form.current) ?? validate(reprogramarSchema, { fechaPrevista: fecha?.toString() ?? "", motivo }))
        : validate(cancelarSchema, { motivo });
    if (!checked.ok) return refuse(checked.errors, checked.message);
    setErrors({});
    try {
      const result = change.mode === "reprogramar" ? await reprogramar({ id: change.id, ...checked.data }) : await cancelar({ id: change.id, ...checked.data });
      const error = readMutationError(result.error);
      if (error) return error.field ? refuse({ [error.field]: error.message }, error.message) : toastError(error.message, texts.failure);
      refreshCounts();
      toastSuccess(texts.done);
      onClose();
    } catch (error) {
      toastError((error as Error).message, texts.failure);
    }
  }

  return (
    <Form isSending={busy} ref={form} onSubmit={save} validationErrors={errors}>
      {change.mode === "reprogramar" && (
        <DatePicker name="fechaPrevista" label="Día nuevo" isRequired value={fecha} onChange={setFecha} incompleteMessage={FECHA_INCOMPLETE} />
      )}
      <TextField label="Motivo" name="motivo" isRequired autoFocus={change.mode === "cancelar"} maxLength={MOTIVO_MAX} value={motivo} onChange={setMotivo} />
      <DialogActions>
        <Button variant="secondary" onPress={onClose} isDisabled={busy}>
          Volver
        </Button>
        <SubmitButton variant={change.mode === "cancelar" ? "destructive" : "primary"}>{texts.submit}</SubmitButton>
      </DialogActions>
    </Form>
  );
}

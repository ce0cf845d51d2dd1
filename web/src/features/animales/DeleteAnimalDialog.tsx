import { useMemo, useState } from "react";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { CONFIRMATION_MESSAGE, CONFIRMATION_WORD } from "@rules/confirmation.ts";
import { useRefreshCounts } from "../shell/useRefreshCounts.ts";
import { useDeleteAnimalMutation } from "./DeleteAnimalMutation.ts";
import { readMutationError } from "../../relay/MutationError.ts";

export type DeleteTarget = { id: string; databaseId: number; registro: string; nombre: string };
type Details = { entradasSalidasEliminadas: number; observacionesEliminadas: number; archivosEliminados: number; archivosNoEncontrados: number };

/**
 * Deleting a ficha in cascade: the user types SEGURO, the server deletes the animal with its E/S,
 * observations and files, and a summary of what went follows (spec sections 4 and 5).
 * `onFinished` runs when the summary is closed; `connections` are the lists to drop the row from.
 */
export function DeleteAnimalDialog(props: {
  target: DeleteTarget | null;
  from: "list" | "ficha";
  connections: string[];
  onCancel: () => void;
  onFinished: () => void;
}) {
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [details, setDetails] = useState<Details | null>(null);
  const [remove, isInFlight] = useDeleteAnimalMutation();
  const refreshCounts = useRefreshCounts();
  const target = props.target;
  const errors = useMemo(() => (error ? { confirmacion: error } : undefined), [error]);

  function reset() {
    setWord("");
    setError(undefined);
    setDetails(null);
  }

  async function confirm() {
    if (!target) return;
    if (word !== CONFIRMATION_WORD) return setError(CONFIRMATION_MESSAGE);
    try {
      const result = await remove({ id: target.id, confirmacion: word, from: props.from }, props.connections);
      if (!result.detalles) return toastError(readMutationError(result.error)?.message ?? "Error al eliminar la ficha registral");
      setDetails(result.detalles);
      refreshCounts();
    } catch {
      toastError("Error al eliminar la ficha registral");
    }
  }

  function cancel() {
    reset();
    props.onCancel();
  }

  function finish() {
    reset();
    props.onFinished();
  }

  if (!target) return null;
  if (details) {
    const rows: [string, number][] = [
      ["Entradas/salidas eliminadas", details.entradasSalidasEliminadas],
      ["Observaciones eliminadas", details.observacionesEliminadas],
      ["Archivos eliminados", details.archivosEliminados],
      ["Archivos no encontrados", details.archivosNoEncontrados],
    ];
    return (
      <Dialog isOpen onOpenChange={(open) => !open && finish()} title="Ficha registral eliminada" size="sm">
        <p className="text-sm text-slate-600">
          Se ha eliminado la ficha <strong>{target.registro}</strong> ({target.nombre}) con todo lo que dependía de ella.
        </p>
        <dl className="mt-4 flex flex-col gap-1.5 rounded-lg bg-slate-50 p-3 text-sm" data-testid="delete-summary">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogActions>
          <Button onPress={finish} autoFocus>
            Aceptar
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog isOpen onOpenChange={(open) => !open && !isInFlight && cancel()} title="Eliminar ficha registral" role="alertdialog" size="sm">
      <Form onSubmit={confirm} validationErrors={errors}>
        <p className="text-sm text-slate-600">
          Se eliminará la ficha <strong>{target.registro}</strong> ({target.nombre}) junto con sus entradas y salidas, sus observaciones y todos sus
          archivos. Esta acción no se puede deshacer.
        </p>
        <TextField
          name="confirmacion"
          label={`Escriba ${CONFIRMATION_WORD} para confirmar`}
          value={word}
          onChange={(value) => {
            setWord(value);
            setError(undefined);
          }}
          autoComplete="off"
          autoFocus
        />
        <DialogActions>
          <Button variant="secondary" onPress={cancel} isDisabled={isInFlight}>
            Cancelar
          </Button>
          <Button type="submit" variant="destructive" isDisabled={isInFlight}>
            {isInFlight ? "Eliminando..." : "Eliminar"}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

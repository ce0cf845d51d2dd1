import { useMemo, useState } from "react";
import { CONFIRMATION_MESSAGE, CONFIRMATION_WORD } from "@rules/confirmation.ts";
import type { DeleteEntradaSalidaMutation$data } from "../../__generated__/DeleteEntradaSalidaMutation.graphql.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { useDeleteEntradaSalidaMutation } from "./DeleteEntradaSalidaMutation.ts";

type Details = NonNullable<DeleteEntradaSalidaMutation$data["deleteEntradaSalida"]["detalles"]>;
export type EntradaSalidaTarget = { id: string; databaseId: number };

/**
 * 'Eliminar E/S' (spec sections 4 and 5): the user types SEGURO, the server deletes the E/S with
 * its observations and their files, and a summary follows; closing it reloads the ficha.
 */
export function DeleteEntradaSalidaDialog(props: { target: EntradaSalidaTarget | null; connection: string; onCancel: () => void; onFinished: () => void }) {
  const [word, setWord] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [details, setDetails] = useState<Details | null>(null);
  const [commit, isInFlight] = useDeleteEntradaSalidaMutation();
  const errors = useMemo(() => (error ? { confirmacion: error } : undefined), [error]);
  const target = props.target;

  function close(after: () => void) {
    setWord("");
    setError(undefined);
    setDetails(null);
    after();
  }

  function confirm() {
    if (!target) return;
    if (word !== CONFIRMATION_WORD) return setError(CONFIRMATION_MESSAGE);
    commit({
      variables: { input: { id: target.id, confirmacion: word }, connections: [props.connection] },
      onCompleted: ({ deleteEntradaSalida: result }) => {
        if (result.__typename === "DeleteEntradaSalidaPayload") return setDetails(result.detalles ?? null);
        toastError(readMutationError(result.error)?.message ?? "Error al eliminar la entrada/salida");
      },
      onError: () => toastError("Error al eliminar la entrada/salida"),
    });
  }

  if (!target) return null;
  if (details) {
    const rows: [string, number][] = [
      ["Observaciones eliminadas", details.observacionesEliminadas],
      ["Archivos eliminados", details.archivosEliminados],
      ["Archivos no encontrados", details.archivosNoEncontrados],
    ];
    return (
      <Dialog isOpen onOpenChange={(open) => !open && close(props.onFinished)} title="Entrada/salida eliminada" size="sm">
        <p className="text-sm text-slate-600">Se ha eliminado la entrada/salida nº {details.entradaSalidaId} con sus observaciones.</p>
        <dl className="mt-4 flex flex-col gap-1.5 rounded-lg bg-slate-50 p-3 text-sm" data-testid="delete-es-summary">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-slate-600">{label}</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <DialogActions>
          <Button onPress={() => close(props.onFinished)} autoFocus>
            Aceptar
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <Dialog isOpen onOpenChange={(open) => !open && !isInFlight && close(props.onCancel)} title="Eliminar entrada/salida" role="alertdialog" size="sm">
      <Form onSubmit={confirm} validationErrors={errors}>
        <p className="text-sm text-slate-600">
          Se eliminará la entrada/salida nº <strong>{target.databaseId}</strong> con todas sus observaciones y sus documentos. Esta acción no se puede deshacer.
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
          <Button variant="secondary" onPress={() => close(props.onCancel)} isDisabled={isInFlight}>
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

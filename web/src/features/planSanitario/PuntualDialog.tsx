import { type CalendarDate, today } from "@internationalized/date";
import { actuacionPuntualSchema, CLASE_NOMBRES, type Clase, FECHA_INCOMPLETE, NOTAS_MAX } from "@rules/planSanitario.ts";
import { useRef, useState } from "react";
import type { Key } from "react-aria-components";
import { graphql, useLazyLoadQuery } from "react-relay/hooks";
import type { PuntualDialogQuery } from "../../__generated__/PuntualDialogQuery.graphql.ts";
import { incompleteDates } from "../../forms/incompleteDates.ts";
import { validate } from "../../forms/validate.ts";
import { readMutationError } from "../../relay/MutationError.ts";
import { useRefreshCounts } from "../../relay/useRefreshCounts.ts";
import { Loading } from "../../ui/Loading.tsx";
import { DatePicker } from "../../ui/DatePicker.tsx";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import type { FieldErrors } from "../../ui/Form.tsx";
import { Select } from "../../ui/Select.tsx";
import { TextArea } from "../../ui/TextArea.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { FormDialogForm } from "../lists/FormDialog.tsx";
import { useCreateActuacionPuntualMutation } from "./CreateActuacionPuntualMutation.ts";

type Props = {
  isOpen: boolean;
  onClose: () => void;
  /** The animal's global id and species (its tipo's Nº Id): only the actuaciones for it are offered. */
  animal: { id: string; tipoDatabaseId: number | null };
  timeZone: string;
};

const FAILURE = "Error al añadir la actuación";

/** 'Añadir actuación': a one-off item of the catalogue for this animal, on a chosen day. */
export function PuntualDialog(props: Props) {
  return (
    <Dialog isOpen={props.isOpen} onOpenChange={(open) => !open && props.onClose()} title="Añadir actuación" isDismissable={false}>
      {props.isOpen && (
        <Loading text="Cargando el plan sanitario…">
          <PuntualForm {...props} />
        </Loading>
      )}
    </Dialog>
  );
}

function PuntualForm({ onClose, animal, timeZone }: Props) {
  const data = useLazyLoadQuery<PuntualDialogQuery>(
    graphql`
      query PuntualDialogQuery {
        actuacionesSanitarias {
          id
          nombre
          clase
          tipoDatabaseId
        }
      }
    `,
    {},
    { fetchPolicy: "store-and-network" },
  );
  const options = data.actuacionesSanitarias
    .filter((a) => a.tipoDatabaseId === null || a.tipoDatabaseId === animal.tipoDatabaseId)
    .map((a) => ({ id: a.id, label: a.nombre, description: CLASE_NOMBRES[a.clase as Clase] ?? a.clase }));
  const [actuacion, setActuacion] = useState<Key | null>(null);
  const [fecha, setFecha] = useState<CalendarDate | null>(() => today(timeZone));
  const [notas, setNotas] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const [create, creating] = useCreateActuacionPuntualMutation();
  const refreshCounts = useRefreshCounts();

  function refuse(fieldErrors: FieldErrors, message: string) {
    setErrors(fieldErrors);
    toastError(message, FAILURE);
  }

  async function save() {
    // The catalogue's global id is sent; the shared rule checks only that one is chosen.
    const checked =
      incompleteDates(form.current) ??
      validate(actuacionPuntualSchema, { actuacionId: actuacion === null ? null : 1, fechaPrevista: fecha?.toString() ?? "", notas });
    if (!checked.ok) return refuse(checked.errors, checked.message);
    setErrors({});
    try {
      const result = await create({
        animalId: animal.id,
        actuacionId: String(actuacion),
        fechaPrevista: checked.data.fechaPrevista,
        notas: checked.data.notas,
      });
      const error = readMutationError(result.error);
      if (error) return error.field ? refuse({ [error.field]: error.message }, error.message) : toastError(error.message, FAILURE);
      refreshCounts();
      toastSuccess("Actuación añadida");
      onClose();
    } catch (error) {
      toastError((error as Error).message, FAILURE);
    }
  }

  if (options.length === 0) {
    return (
      <>
        <p className="text-sm text-slate-700">
          El plan sanitario no tiene actuaciones para esta especie. Un administrador o un veterinario las añade en 'Plan sanitario'.
        </p>
        <DialogActions>
          <Button variant="secondary" onPress={onClose}>
            Cerrar
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <FormDialogForm ref={form} onSubmit={save} validationErrors={errors} onCancel={onClose} isNew isPending={creating} oneColumn>
      <Select label="Actuación" name="actuacionId" isRequired autoFocus options={options} selectedKey={actuacion} onSelectionChange={setActuacion} />
      <DatePicker name="fechaPrevista" label="Fecha prevista" isRequired value={fecha} onChange={setFecha} incompleteMessage={FECHA_INCOMPLETE} />
      <TextArea label="Notas" name="notas" rows={3} maxLength={NOTAS_MAX} value={notas} onChange={setNotas} />
    </FormDialogForm>
  );
}

import { actuacionInputSchema, CLASE_NOMBRES, CLASES, type Clase, MAX_DIAS, NOMBRE_MAX } from "@rules/planSanitario.ts";
import { useState } from "react";
import { validate } from "../../forms/validate.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { sendOrToast } from "../../relay/sendOrToast.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import type { FieldErrors } from "../../ui/Form.tsx";
import { NumberField } from "../../ui/NumberField.tsx";
import { Select } from "../../ui/Select.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { FormDialogForm } from "../lists/FormDialog.tsx";
import { useCreateActuacionSanitariaMutation } from "./CreateActuacionSanitariaMutation.ts";
import { useUpdateActuacionSanitariaMutation } from "./UpdateActuacionSanitariaMutation.ts";

export type ActuacionRow = { id: string; clase: string; nombre: string; tipoDatabaseId: number | null | undefined; intervaloDias: number | null | undefined };
type Values = { clase: Clase | null; nombre: string; tipoId: string; intervaloDias: number };

/** The species select's key for 'every species'. */
export const TODAS = "todas";
const CLASE_OPTIONS = CLASES.map((clase) => ({ id: clase, label: CLASE_NOMBRES[clase] }));
const SAVE_FAILED = "Error al guardar la actuación";

const valuesOf = (row: ActuacionRow | null): Values => ({
  clase: (row?.clase as Clase | undefined) ?? null,
  nombre: row?.nombre ?? "",
  tipoId: row?.tipoDatabaseId == null ? TODAS : String(row.tipoDatabaseId),
  intervaloDias: row?.intervaloDias ?? Number.NaN,
});

type Props = {
  /** Null: closed; 'nueva': a new one; else the row edited. */
  editing: ActuacionRow | "nueva" | null;
  especies: { id: string; label: string }[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

/** An actuación of the catalogue: kind, name, species and the optional repeat interval. */
export function ActuacionDialog({ editing, especies, onClose, onSaved }: Props) {
  return (
    <Dialog isOpen={editing !== null} onOpenChange={(open) => !open && onClose()} title={editing === "nueva" ? "Nueva actuación" : "Modificar actuación"}>
      {editing !== null && <ActuacionForm row={editing === "nueva" ? null : editing} especies={especies} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function ActuacionForm({ row, especies, onClose, onSaved }: { row: ActuacionRow | null } & Omit<Props, "editing">) {
  const [values, setValues] = useState<Values>(() => valuesOf(row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [create, creating] = useCreateActuacionSanitariaMutation();
  const [update, updating] = useUpdateActuacionSanitariaMutation();
  const set = (change: Partial<Values>) => setValues((current) => ({ ...current, ...change }));

  async function submit() {
    const input = {
      clase: values.clase ?? "",
      nombre: values.nombre,
      tipoId: values.tipoId === TODAS ? null : Number(values.tipoId),
      intervaloDias: Number.isNaN(values.intervaloDias) ? null : values.intervaloDias,
    };
    const checked = validate(actuacionInputSchema, input);
    if (!checked.ok) {
      setErrors(checked.errors);
      return toastError(checked.message, SAVE_FAILED);
    }
    const send = () => (row ? update({ ...input, id: row.id }) : create(input));
    if (!(await sendOrToast(send, { failed: SAVE_FAILED, onRefused: (error) => setErrors(fieldErrorsOf(error)) }))) return;
    await onSaved();
    toastSuccess(row ? "Actuación modificada" : "Actuación añadida al plan sanitario");
    onClose();
  }

  return (
    <FormDialogForm
      onSubmit={() => void submit()}
      validationErrors={errors}
      onCancel={onClose}
      isNew={!row}
      isPending={creating || updating}
      oneColumn
      submitText="Guardar"
    >
      <Select
        name="clase"
        label="Tipo de actuación"
        isRequired
        options={CLASE_OPTIONS}
        selectedKey={values.clase}
        onSelectionChange={(key) => set({ clase: key === null ? null : (String(key) as Clase) })}
      />
      <TextField name="nombre" label="Nombre" isRequired maxLength={NOMBRE_MAX} value={values.nombre} onChange={(nombre) => set({ nombre })} />
      <Select
        name="tipoId"
        label="Especie"
        options={[{ id: TODAS, label: "Todas las especies" }, ...especies]}
        selectedKey={values.tipoId}
        onSelectionChange={(key) => set({ tipoId: String(key ?? TODAS) })}
      />
      <NumberField
        name="intervaloDias"
        label="Repetir cada (días)"
        description="Opcional: una vez hecha, la siguiente vence a los días indicados. Vacío: no se repite."
        minValue={1}
        maxValue={MAX_DIAS}
        rangeMessage={`Entre 1 y ${MAX_DIAS} días`}
        value={values.intervaloDias}
        onChange={(intervaloDias) => set({ intervaloDias })}
      />
    </FormDialogForm>
  );
}

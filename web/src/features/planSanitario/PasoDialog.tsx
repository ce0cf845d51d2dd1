import { DIA_INVALID, MAX_DIAS, pasoProtocoloUpdateSchema } from "@rules/planSanitario.ts";
import { useState } from "react";
import { validate } from "../../forms/validate.ts";
import { fieldErrorsOf } from "../../relay/fieldErrors.ts";
import { sendOrToast } from "../../relay/sendOrToast.ts";
import { Dialog } from "../../ui/Dialog.tsx";
import type { FieldErrors } from "../../ui/Form.tsx";
import { NumberField } from "../../ui/NumberField.tsx";
import { Select } from "../../ui/Select.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { FormDialogForm } from "../lists/FormDialog.tsx";
import { useAddPasoProtocoloMutation } from "./AddPasoProtocoloMutation.ts";
import { useUpdatePasoProtocoloMutation } from "./UpdatePasoProtocoloMutation.ts";

/** A step being added to a species' protocol (no `id`) or changed. */
export type PasoEditing = { especie: { databaseId: number; tipo: string }; id?: string; actuacionId: string | null; dia: number };

type Props = {
  editing: PasoEditing | null;
  /** The actuaciones that apply to the species: its own and those for every species. */
  actuaciones: readonly { id: string; nombre: string; tipoDatabaseId: number | null | undefined }[];
  onClose: () => void;
  onSaved: () => Promise<unknown>;
};

const SAVE_FAILED = "Error al guardar el paso del protocolo";

/** A step of a species' protocol: which actuación and on which day after the arrival. */
export function PasoDialog({ editing, actuaciones, onClose, onSaved }: Props) {
  const title = editing ? `${editing.id ? "Modificar paso" : "Añadir paso"} del protocolo: ${editing.especie.tipo}` : "";
  return (
    <Dialog isOpen={editing !== null} onOpenChange={(open) => !open && onClose()} title={title}>
      {editing && <PasoForm editing={editing} actuaciones={actuaciones} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}

function PasoForm({ editing, actuaciones, onClose, onSaved }: Omit<Props, "editing"> & { editing: PasoEditing }) {
  const [actuacionId, setActuacionId] = useState(editing.actuacionId);
  const [dia, setDia] = useState(editing.dia);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [add, adding] = useAddPasoProtocoloMutation();
  const [update, updating] = useUpdatePasoProtocoloMutation();
  const options = actuaciones
    .filter((a) => a.tipoDatabaseId == null || a.tipoDatabaseId === editing.especie.databaseId)
    .map((a) => ({ id: a.id, label: a.nombre }));

  async function submit() {
    // The rule's own check on the day; the actuación's global id is the server's to read.
    const checked = validate(pasoProtocoloUpdateSchema.pick({ dia: true }), { dia });
    if (!actuacionId || !checked.ok) {
      const next = { ...(actuacionId ? {} : { actuacionId: "Elija una actuación del plan sanitario" }), ...(checked.ok ? {} : checked.errors) };
      setErrors(next);
      return toastError(Object.values(next)[0] ?? DIA_INVALID, SAVE_FAILED);
    }
    const id = editing.id;
    const send = () => (id ? update({ id, actuacionId, dia }) : add({ tipoId: editing.especie.databaseId, actuacionId, dia }));
    if (!(await sendOrToast(send, { failed: SAVE_FAILED, onRefused: (error) => setErrors(fieldErrorsOf(error)) }))) return;
    await onSaved();
    toastSuccess(id ? "Paso del protocolo modificado" : "Paso añadido al protocolo");
    onClose();
  }

  return (
    <FormDialogForm
      onSubmit={() => void submit()}
      validationErrors={errors}
      onCancel={onClose}
      isNew={!editing.id}
      isPending={adding || updating}
      oneColumn
      submitText="Guardar"
    >
      <Select
        name="actuacionId"
        label="Actuación"
        isRequired
        options={options}
        selectedKey={actuacionId}
        onSelectionChange={(key) => setActuacionId(key === null ? null : String(key))}
        description={options.length === 0 ? "Esta especie aún no tiene actuaciones en el catálogo." : undefined}
      />
      <NumberField
        name="dia"
        label="Día tras la llegada"
        description="0: el mismo día de la llegada."
        isRequired
        minValue={0}
        maxValue={MAX_DIAS}
        rangeMessage={DIA_INVALID}
        value={dia}
        onChange={setDia}
      />
    </FormDialogForm>
  );
}

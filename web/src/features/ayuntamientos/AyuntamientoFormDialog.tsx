import { ayuntamientoInputSchema } from "@rules/ayuntamiento.ts";
import { fetchQuery, graphql, useFragment } from "react-relay";
import type { AyuntamientoFormDialog_ayuntamiento$key } from "../../__generated__/AyuntamientoFormDialog_ayuntamiento.graphql.ts";
import type { AyuntamientoFormDialogCifQuery } from "../../__generated__/AyuntamientoFormDialogCifQuery.graphql.ts";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { DocumentNumberField, type FindHolder } from "../lists/DocumentNumberField.tsx";
import { FormDialog, FormDialogForm } from "../lists/FormDialog.tsx";
import { type SavedRecord, useSaveForm } from "../lists/useSaveForm.ts";
import { useCreateAyuntamientoMutation } from "./CreateAyuntamientoMutation.ts";
import { useUpdateAyuntamientoMutation } from "./UpdateAyuntamientoMutation.ts";

const CIF_TAKEN = "Ya existe un ayuntamiento con ese CIF";

const findCifHolder: FindHolder = (environment, cif) =>
  fetchQuery<AyuntamientoFormDialogCifQuery>(
    environment,
    graphql`
      query AyuntamientoFormDialogCifQuery($cif: String!) {
        ayuntamientoByCif(cif: $cif) {
          id
        }
      }
    `,
    { cif },
  ).map((data) => data.ayuntamientoByCif?.id ?? null);

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The town hall to edit; null creates one. */
  ayuntamiento: AyuntamientoFormDialog_ayuntamiento$key | null;
  /** The list page's connection, where a new town hall appears at once (none from the main menu). */
  connectionId?: string;
  onSaved?: (saved: SavedRecord) => void;
};

/** 'Nuevo Ayuntamiento' / 'Modificar Ayuntamiento' (spec sections 4 and 5 "Municipality form"). */
export function AyuntamientoFormDialog({ isOpen, onOpenChange, ayuntamiento, connectionId, onSaved }: Props) {
  return (
    <FormDialog isOpen={isOpen} onOpenChange={onOpenChange} title={ayuntamiento ? "Modificar Ayuntamiento" : "Nuevo Ayuntamiento"}>
      <AyuntamientoForm ayuntamiento={ayuntamiento} connectionId={connectionId} onClose={() => onOpenChange(false)} onSaved={onSaved} />
    </FormDialog>
  );
}

function AyuntamientoForm({
  ayuntamiento: key,
  connectionId,
  onClose,
  onSaved,
}: Pick<Props, "ayuntamiento" | "connectionId" | "onSaved"> & { onClose: () => void }) {
  const ayuntamiento = useFragment(
    graphql`
      fragment AyuntamientoFormDialog_ayuntamiento on Ayuntamiento {
        id
        cif
        ayuntamiento
        direccion
        codigoPostal
        localidad
        telefono
      }
    `,
    key,
  );
  const [create, creating] = useCreateAyuntamientoMutation();
  const [update, updating] = useUpdateAyuntamientoMutation();
  // As for people's DNI (spec section 8): a duplicate CIF shows on the field only.
  const form = useSaveForm({ schema: ayuntamientoInputSchema, fieldOnly: { codes: ["CIF_TAKEN"], field: "cif" }, isNew: !ayuntamiento, onClose, onSaved });

  async function submit(data: Record<string, string>) {
    const values = form.check(data);
    if (!values) return;
    if (ayuntamiento) {
      try {
        const result = await update({ ...values, id: ayuntamiento.id });
        form.settle(result, result.ayuntamiento?.id, "Ayuntamiento modificado correctamente");
      } catch {
        toastError("Error al modificar el ayuntamiento");
      }
    } else {
      try {
        const result = await create(values, connectionId ? [connectionId] : []);
        form.settle(result, result.ayuntamientoEdge?.node.id, "Ayuntamiento creado correctamente");
      } catch {
        toastError("Error al crear el ayuntamiento");
      }
    }
  }

  return (
    <FormDialogForm
      onSubmit={submit}
      validationErrors={form.validationErrors}
      onCancel={onClose}
      isNew={!ayuntamiento}
      isPending={creating || updating}
    >
      <DocumentNumberField
        name="cif"
        label="CIF"
        takenMessage={CIF_TAKEN}
        saved={ayuntamiento ? { id: ayuntamiento.id, number: ayuntamiento.cif } : null}
        findHolder={findCifHolder}
      />
      <TextField name="ayuntamiento" label="Ayuntamiento" isRequired maxLength={150} defaultValue={ayuntamiento?.ayuntamiento} />
      <TextField name="direccion" label="Dirección" maxLength={250} defaultValue={ayuntamiento?.direccion ?? ""} className="sm:col-span-2" />
      <TextField name="codigoPostal" label="Código postal" maxLength={10} inputMode="numeric" defaultValue={ayuntamiento?.codigoPostal ?? ""} />
      <TextField name="localidad" label="Localidad" maxLength={100} defaultValue={ayuntamiento?.localidad ?? ""} />
      <TextField name="telefono" label="Teléfono" maxLength={25} type="tel" defaultValue={ayuntamiento?.telefono ?? ""} />
    </FormDialogForm>
  );
}

import { personaInputSchema, REQUIRED_PERSON_FIELDS } from "@rules/persona.ts";
import { useState } from "react";
import { fetchQuery, graphql, useFragment } from "react-relay";
import type { PersonaFormDialog_persona$key } from "../../__generated__/PersonaFormDialog_persona.graphql.ts";
import type { PersonaFormDialogDniQuery } from "../../__generated__/PersonaFormDialogDniQuery.graphql.ts";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError } from "../../ui/Toast.tsx";
import { DocumentNumberField, type FindHolder } from "../lists/DocumentNumberField.tsx";
import { FormDialog, FormDialogForm } from "../lists/FormDialog.tsx";
import { type SavedRecord, useSaveForm } from "../lists/useSaveForm.ts";
import { useCreatePersonaMutation } from "./CreatePersonaMutation.ts";
import { useUpdatePersonaMutation } from "./UpdatePersonaMutation.ts";

const DNI_TAKEN = "Ya existe una persona con ese DNI";
const PERSONA_SCHEMA = personaInputSchema(REQUIRED_PERSON_FIELDS);

const findDniHolder: FindHolder = (environment, dni) =>
  fetchQuery<PersonaFormDialogDniQuery>(
    environment,
    graphql`
      query PersonaFormDialogDniQuery($dni: String!) {
        personaByDni(dni: $dni) {
          id
        }
      }
    `,
    { dni },
  ).map((data) => data.personaByDni?.id ?? null);

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The person to edit; null creates one. */
  persona: PersonaFormDialog_persona$key | null;
  /** The list page's connection, where a new person appears at once (none from the main menu). */
  connectionId?: string;
  onSaved?: (saved: SavedRecord) => void;
};

/** 'Nueva Persona' / 'Modificar Persona' (spec sections 4 and 5 "Person form"). */
export function PersonaFormDialog({ isOpen, onOpenChange, persona, connectionId, onSaved }: Props) {
  return (
    <FormDialog isOpen={isOpen} onOpenChange={onOpenChange} title={persona ? "Modificar Persona" : "Nueva Persona"}>
      <PersonaForm persona={persona} connectionId={connectionId} onClose={() => onOpenChange(false)} onSaved={onSaved} />
    </FormDialog>
  );
}

function PersonaForm({ persona: personaKey, connectionId, onClose, onSaved }: Pick<Props, "persona" | "connectionId" | "onSaved"> & { onClose: () => void }) {
  const persona = useFragment(
    graphql`
      fragment PersonaFormDialog_persona on Persona {
        id
        dni
        nombre
        apellido1
        apellido2
        domicilio
        localidad
        codigoPostal
        provincia
        telefono1
        telefono2
        email
        adopcion
      }
    `,
    personaKey,
  );
  const [adopcion, setAdopcion] = useState(persona?.adopcion ?? true);
  const [create, creating] = useCreatePersonaMutation();
  const [update, updating] = useUpdatePersonaMutation();
  // Spec section 8: DNI and duplicate errors show on the field only.
  const form = useSaveForm({ schema: PERSONA_SCHEMA, fieldOnly: { codes: ["DNI_TAKEN"], field: "dni" }, isNew: !persona, onClose, onSaved });

  async function submit(data: Record<string, string>) {
    const values = form.check(data);
    if (!values) return;
    const input = { ...values, adopcion };
    if (persona) {
      try {
        const result = await update({ ...input, id: persona.id });
        form.settle(result, result.persona?.id, "Persona modificada correctamente");
      } catch {
        toastError("Error al modificar la persona");
      }
    } else {
      try {
        const result = await create(input, connectionId ? [connectionId] : []);
        form.settle(result, result.personaEdge?.node.id, "Persona creada correctamente");
      } catch {
        toastError("Error al crear la persona");
      }
    }
  }

  return (
    <FormDialogForm onSubmit={submit} validationErrors={form.validationErrors} onCancel={onClose} isNew={!persona} isPending={creating || updating}>
      <DocumentNumberField
        name="dni"
        label="DNI"
        takenMessage={DNI_TAKEN}
        saved={persona ? { id: persona.id, number: persona.dni } : null}
        findHolder={findDniHolder}
      />
      <TextField name="nombre" label="Nombre" isRequired maxLength={100} defaultValue={persona?.nombre} />
      <TextField name="apellido1" label="Primer apellido" isRequired maxLength={100} defaultValue={persona?.apellido1} />
      <TextField name="apellido2" label="Segundo apellido" maxLength={100} defaultValue={persona?.apellido2 ?? ""} />
      <TextField name="domicilio" label="Domicilio" maxLength={250} defaultValue={persona?.domicilio ?? ""} className="sm:col-span-2" />
      <TextField name="localidad" label="Localidad" isRequired maxLength={100} defaultValue={persona?.localidad} />
      <TextField name="codigoPostal" label="Código postal" maxLength={10} inputMode="numeric" defaultValue={persona?.codigoPostal ?? ""} />
      <TextField name="provincia" label="Provincia" isRequired maxLength={50} defaultValue={persona?.provincia} />
      <TextField name="telefono1" label="Teléfono 1" isRequired maxLength={25} type="tel" defaultValue={persona?.telefono1} />
      <TextField name="telefono2" label="Teléfono 2" maxLength={25} type="tel" defaultValue={persona?.telefono2 ?? ""} />
      <TextField name="email" label="Email" maxLength={100} type="email" defaultValue={persona?.email ?? ""} />
      <Checkbox isSelected={adopcion} onChange={setAdopcion} className="sm:col-span-2">
        Puede adoptar
      </Checkbox>
    </FormDialogForm>
  );
}

import { useMemo, useState } from "react";
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from "react-relay";
import type { CreatePersonaMutation as CreateMutation } from "../../__generated__/CreatePersonaMutation.graphql.ts";
import type { PersonaFormDialog_persona$key } from "../../__generated__/PersonaFormDialog_persona.graphql.ts";
import type { PersonaFormDialogDniQuery } from "../../__generated__/PersonaFormDialogDniQuery.graphql.ts";
import type { UpdatePersonaMutation as UpdateMutation } from "../../__generated__/UpdatePersonaMutation.graphql.ts";
import { fieldErrorsOf, type TypedErrorResult } from "../../relay/fieldErrors.ts";
import { Button } from "../../ui/Button.tsx";
import { Checkbox } from "../../ui/Checkbox.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { CreatePersonaMutation } from "./CreatePersonaMutation.ts";
import { UpdatePersonaMutation } from "./UpdatePersonaMutation.ts";

export const REQUIRED_PERSON_FIELDS = "Todos los campos obligatorios deben estar completos";
const POSTAL_CODE = "El código postal debe tener 5 dígitos";
const DNI_TAKEN = "Ya existe una persona con ese DNI";
const REQUIRED = ["dni", "nombre", "apellido1", "localidad", "provincia", "telefono1"] as const;
const TEXT_FIELDS = [...REQUIRED, "apellido2", "domicilio", "codigoPostal", "telefono2", "email"] as const;

export type SavedPersona = { id: string; created: boolean };

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The person to edit; null creates one. */
  persona: PersonaFormDialog_persona$key | null;
  onSaved?: (saved: SavedPersona) => void;
};

/** 'Nueva Persona' / 'Modificar Persona' (spec sections 4 and 5 "Person form"). */
export function PersonaFormDialog({ isOpen, onOpenChange, persona, onSaved }: Props) {
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={persona ? "Modificar Persona" : "Nueva Persona"} size="lg" isDismissable={false}>
      <PersonaForm persona={persona} onClose={() => onOpenChange(false)} onSaved={onSaved} />
    </Dialog>
  );
}

function PersonaForm({ persona: personaKey, onClose, onSaved }: { persona: Props["persona"]; onClose: () => void; onSaved?: Props["onSaved"] }) {
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
  const environment = useRelayEnvironment();
  const [adopcion, setAdopcion] = useState(persona?.adopcion ?? true);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [dniTaken, setDniTaken] = useState(false);
  // A stable object: react-aria re-applies server errors whenever it receives a new one.
  const validationErrors = useMemo(() => fieldErrors, [fieldErrors]);
  const [create, creating] = useMutation<CreateMutation>(CreatePersonaMutation);
  const [update, updating] = useMutation<UpdateMutation>(UpdatePersonaMutation);
  const isPending = creating || updating;

  /** Warns while typing the form, before the save, that the DNI belongs to someone else. */
  function checkDni(dni: string) {
    if (!dni.trim() || dni.trim().toUpperCase() === persona?.dni) return;
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
    ).subscribe({
      next: (data) => setDniTaken(!!data.personaByDni && data.personaByDni.id !== persona?.id),
      error: () => setDniTaken(false),
    });
  }

  function finish(
    result: TypedErrorResult & { readonly __typename: string; readonly id?: string },
    success: string,
  ) {
    if (result.__typename === "Persona" && result.id) {
      toastSuccess("Éxito", success);
      onClose();
      onSaved?.({ id: result.id, created: !persona });
      return;
    }
    setFieldErrors(fieldErrorsOf(result));
    const message = result.message ?? "Error desconocido";
    // Spec section 8: DNI and duplicate errors show on the field only.
    if (!/DNI|duplicado/i.test(message)) toastError(message);
  }

  function submit(data: Record<string, string>) {
    const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (data[name] ?? "").trim()])) as Record<(typeof TEXT_FIELDS)[number], string>;
    const missing = REQUIRED.filter((name) => !values[name]);
    if (missing.length) {
      setFieldErrors(Object.fromEntries(missing.map((name) => [name, REQUIRED_PERSON_FIELDS])));
      return toastError(REQUIRED_PERSON_FIELDS);
    }
    if (values.codigoPostal && !/^\d{5}$/.test(values.codigoPostal)) {
      setFieldErrors({ codigoPostal: POSTAL_CODE });
      return toastError(POSTAL_CODE);
    }
    setFieldErrors({});
    const input = { ...values, adopcion };
    if (persona) {
      update({
        variables: { input: { ...input, id: persona.id } },
        onCompleted: ({ updatePersona }) => finish(updatePersona, "Persona modificada correctamente"),
        onError: () => toastError("Error al modificar la persona"),
      });
    } else {
      create({
        variables: { input },
        onCompleted: ({ createPersona }) => finish(createPersona, "Persona creada correctamente"),
        onError: () => toastError("Error al crear la persona"),
      });
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={validationErrors} className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="dni"
        label="DNI"
        isRequired
        maxLength={25}
        defaultValue={persona?.dni}
        autoFocus
        onChange={() => setDniTaken(false)}
        onBlur={(event) => checkDni((event.target as HTMLInputElement).value)}
        isInvalid={dniTaken || undefined}
        errorMessage={dniTaken ? DNI_TAKEN : undefined}
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
      <div className="sm:col-span-2">
        <DialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancelar
          </Button>
          <Button type="submit" isDisabled={isPending}>
            {isPending ? "Guardando..." : persona ? "Modificar" : "Guardar"}
          </Button>
        </DialogActions>
      </div>
    </Form>
  );
}

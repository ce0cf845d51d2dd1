import { useMemo, useState } from "react";
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from "react-relay";
import type { AyuntamientoFormDialog_ayuntamiento$key } from "../../__generated__/AyuntamientoFormDialog_ayuntamiento.graphql.ts";
import type { AyuntamientoFormDialogCifQuery } from "../../__generated__/AyuntamientoFormDialogCifQuery.graphql.ts";
import type { CreateAyuntamientoMutation as CreateMutation } from "../../__generated__/CreateAyuntamientoMutation.graphql.ts";
import type { UpdateAyuntamientoMutation as UpdateMutation } from "../../__generated__/UpdateAyuntamientoMutation.graphql.ts";
import { fieldErrorsOf, type TypedErrorResult } from "../../relay/fieldErrors.ts";
import { Button } from "../../ui/Button.tsx";
import { Dialog, DialogActions } from "../../ui/Dialog.tsx";
import { type FieldErrors, Form } from "../../ui/Form.tsx";
import { TextField } from "../../ui/TextField.tsx";
import { toastError, toastSuccess } from "../../ui/Toast.tsx";
import { CreateAyuntamientoMutation } from "./CreateAyuntamientoMutation.ts";
import { UpdateAyuntamientoMutation } from "./UpdateAyuntamientoMutation.ts";

const REQUIRED_FIELDS = "Los campos CIF y Ayuntamiento son obligatorios";
const POSTAL_CODE = "El código postal debe tener 5 dígitos";
const CIF_TAKEN = "Ya existe un ayuntamiento con ese CIF";
const TEXT_FIELDS = ["cif", "ayuntamiento", "direccion", "codigoPostal", "localidad", "telefono"] as const;

export type SavedAyuntamiento = { id: string; created: boolean };

type Props = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The town hall to edit; null creates one. */
  ayuntamiento: AyuntamientoFormDialog_ayuntamiento$key | null;
  onSaved?: (saved: SavedAyuntamiento) => void;
};

/** 'Nuevo Ayuntamiento' / 'Modificar Ayuntamiento' (spec sections 4 and 5 "Municipality form"). */
export function AyuntamientoFormDialog({ isOpen, onOpenChange, ayuntamiento, onSaved }: Props) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={ayuntamiento ? "Modificar Ayuntamiento" : "Nuevo Ayuntamiento"}
      size="lg"
      isDismissable={false}
    >
      <AyuntamientoForm ayuntamiento={ayuntamiento} onClose={() => onOpenChange(false)} onSaved={onSaved} />
    </Dialog>
  );
}

function AyuntamientoForm({ ayuntamiento: key, onClose, onSaved }: { ayuntamiento: Props["ayuntamiento"]; onClose: () => void; onSaved?: Props["onSaved"] }) {
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
  const environment = useRelayEnvironment();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [cifTaken, setCifTaken] = useState(false);
  // A stable object: react-aria re-applies server errors whenever it receives a new one.
  const validationErrors = useMemo(() => fieldErrors, [fieldErrors]);
  const [create, creating] = useMutation<CreateMutation>(CreateAyuntamientoMutation);
  const [update, updating] = useMutation<UpdateMutation>(UpdateAyuntamientoMutation);
  const isPending = creating || updating;

  /** Warns while typing the form, before the save, that the CIF belongs to another town hall. */
  function checkCif(cif: string) {
    if (!cif.trim() || cif.trim().toUpperCase() === ayuntamiento?.cif) return;
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
    ).subscribe({
      next: (data) => setCifTaken(!!data.ayuntamientoByCif && data.ayuntamientoByCif.id !== ayuntamiento?.id),
      error: () => setCifTaken(false),
    });
  }

  function finish(
    result: TypedErrorResult & { readonly __typename: string; readonly id?: string },
    success: string,
  ) {
    if (result.__typename === "Ayuntamiento" && result.id) {
      toastSuccess("Éxito", success);
      onClose();
      onSaved?.({ id: result.id, created: !ayuntamiento });
      return;
    }
    setFieldErrors(fieldErrorsOf(result));
    const message = result.message ?? "Error desconocido";
    // As for people's DNI (spec section 8): a duplicate CIF shows on the field only.
    if (!/CIF|duplicado/i.test(message)) toastError(message);
  }

  function submit(data: Record<string, string>) {
    const values = Object.fromEntries(TEXT_FIELDS.map((name) => [name, (data[name] ?? "").trim()])) as Record<(typeof TEXT_FIELDS)[number], string>;
    const missing = (["cif", "ayuntamiento"] as const).filter((name) => !values[name]);
    if (missing.length) {
      setFieldErrors(Object.fromEntries(missing.map((name) => [name, REQUIRED_FIELDS])));
      return toastError(REQUIRED_FIELDS);
    }
    if (values.codigoPostal && !/^\d{5}$/.test(values.codigoPostal)) {
      setFieldErrors({ codigoPostal: POSTAL_CODE });
      return toastError(POSTAL_CODE);
    }
    setFieldErrors({});
    if (ayuntamiento) {
      update({
        variables: { input: { ...values, id: ayuntamiento.id } },
        onCompleted: ({ updateAyuntamiento }) => finish(updateAyuntamiento, "Ayuntamiento modificado correctamente"),
        onError: () => toastError("Error al modificar el ayuntamiento"),
      });
    } else {
      create({
        variables: { input: values },
        onCompleted: ({ createAyuntamiento }) => finish(createAyuntamiento, "Ayuntamiento creado correctamente"),
        onError: () => toastError("Error al crear el ayuntamiento"),
      });
    }
  }

  return (
    <Form onSubmit={submit} validationErrors={validationErrors} className="grid gap-4 sm:grid-cols-2">
      <TextField
        name="cif"
        label="CIF"
        isRequired
        maxLength={25}
        defaultValue={ayuntamiento?.cif}
        autoFocus
        onChange={() => setCifTaken(false)}
        onBlur={(event) => checkCif((event.target as HTMLInputElement).value)}
        isInvalid={cifTaken || undefined}
        errorMessage={cifTaken ? CIF_TAKEN : undefined}
      />
      <TextField name="ayuntamiento" label="Ayuntamiento" isRequired maxLength={150} defaultValue={ayuntamiento?.ayuntamiento} />
      <TextField name="direccion" label="Dirección" maxLength={250} defaultValue={ayuntamiento?.direccion ?? ""} className="sm:col-span-2" />
      <TextField name="codigoPostal" label="Código postal" maxLength={10} inputMode="numeric" defaultValue={ayuntamiento?.codigoPostal ?? ""} />
      <TextField name="localidad" label="Localidad" maxLength={100} defaultValue={ayuntamiento?.localidad ?? ""} />
      <TextField name="telefono" label="Teléfono" maxLength={25} type="tel" defaultValue={ayuntamiento?.telefono ?? ""} />
      <div className="sm:col-span-2">
        <DialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancelar
          </Button>
          <Button type="submit" isDisabled={isPending}>
            {isPending ? "Guardando..." : ayuntamiento ? "Modificar" : "Guardar"}
          </Button>
        </DialogActions>
      </div>
    </Form>
  );
}

import { ayuntamientoInputSchema, CIF_TAKEN_MESSAGE } from "@rules/ayuntamiento.ts";
import { graphql } from "react-relay/hooks";
import type { AyuntamientoFormDialog_ayuntamiento$key } from "../../__generated__/AyuntamientoFormDialog_ayuntamiento.graphql.ts";
import { type RecordForm, RecordFormDialog, type RecordFormDialogProps } from "../lists/RecordFormDialog.tsx";
import { AYUNTAMIENTO_DOCUMENT, AYUNTAMIENTO_FIELDS, AYUNTAMIENTO_SAVE_TEXTS } from "./ayuntamientoFields.ts";
import { useCreateAyuntamientoMutation } from "./CreateAyuntamientoMutation.ts";
import { useUpdateAyuntamientoMutation } from "./UpdateAyuntamientoMutation.ts";

const AYUNTAMIENTO_FORM: RecordForm<typeof ayuntamientoInputSchema> = {
  texts: { newTitle: "Nuevo Ayuntamiento", editTitle: "Modificar Ayuntamiento", ...AYUNTAMIENTO_SAVE_TEXTS },
  schema: ayuntamientoInputSchema,
  // As for people's DNI (spec section 8): a CIF another town hall holds is refused on the field.
  document: { ...AYUNTAMIENTO_DOCUMENT, takenMessage: CIF_TAKEN_MESSAGE },
  fields: AYUNTAMIENTO_FIELDS,
  fragment: graphql`
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
};

/** 'Nuevo Ayuntamiento' / 'Modificar Ayuntamiento' (spec sections 4 and 5 "Municipality form"). */
export function AyuntamientoFormDialog(props: RecordFormDialogProps<AyuntamientoFormDialog_ayuntamiento$key>) {
  return <RecordFormDialog {...props} form={AYUNTAMIENTO_FORM} create={useCreateAyuntamientoMutation()} update={useUpdateAyuntamientoMutation()} />;
}

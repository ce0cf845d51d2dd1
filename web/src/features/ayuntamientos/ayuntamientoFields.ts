import { cifControlWarning } from "@rules/cif.ts";
import { graphql } from "react-relay/hooks";
import type { ayuntamientoFieldsCifQuery } from "../../__generated__/ayuntamientoFieldsCifQuery.graphql.ts";
import { type DocumentSpec, type FieldSpec, findRecordBy } from "../lists/RecordField.tsx";

export const AYUNTAMIENTO_DOCUMENT: DocumentSpec = {
  name: "cif",
  label: "CIF",
  takenCode: "CIF_TAKEN",
  warn: cifControlWarning,
  find: findRecordBy<ayuntamientoFieldsCifQuery>(
    graphql`
      query ayuntamientoFieldsCifQuery($number: String!) {
        holder: ayuntamientoByCif(cif: $number) {
          id
          ayuntamiento
        }
      }
    `,
    (holder) => holder.ayuntamiento,
  ),
};

/** A town hall's fields after the CIF (spec section 5 "Municipality form"), in the town hall dialog and the ficha's Ayuntamiento tab. */
export const AYUNTAMIENTO_FIELDS: FieldSpec[] = [
  { name: "ayuntamiento", label: "Ayuntamiento", maxLength: 150, isRequired: true },
  { name: "direccion", label: "Dirección", maxLength: 250, wide: true },
  { name: "codigoPostal", label: "Código postal", maxLength: 10, inputMode: "numeric" },
  { name: "localidad", label: "Localidad", maxLength: 100 },
  { name: "telefono", label: "Teléfono", maxLength: 25, type: "tel" },
];

/** What both town hall forms say after a save, or when its request fails. */
export const AYUNTAMIENTO_SAVE_TEXTS = {
  created: "Ayuntamiento creado correctamente",
  modified: "Ayuntamiento modificado correctamente",
  createFailed: "Error al crear el ayuntamiento",
  modifyFailed: "Error al modificar el ayuntamiento",
};

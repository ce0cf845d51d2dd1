import { checkLetterWarning } from "@rules/dni.ts";
import { graphql } from "react-relay/hooks";
import type { personaFieldsDniQuery } from "../../__generated__/personaFieldsDniQuery.graphql.ts";
import { type DocumentSpec, type FieldSpec, findRecordBy } from "../lists/RecordField.tsx";
import { personaFullName } from "./personaName.ts";

const PERSONA_BIRTH_DATE_INCOMPLETE = "La fecha de nacimiento está incompleta";

export const PERSONA_DOCUMENT: DocumentSpec = {
  name: "dni",
  label: "DNI",
  takenCode: "DNI_TAKEN",
  warn: checkLetterWarning,
  find: findRecordBy<personaFieldsDniQuery>(
    graphql`
      query personaFieldsDniQuery($number: String!) {
        holder: personaByDni(dni: $number) {
          id
          nombre
          apellido1
          apellido2
        }
      }
    `,
    personaFullName,
  ),
};

/** A person's fields after the DNI (spec section 5 "Person form"), in the people dialog and the ficha's Entrada and Salida tabs. */
export const PERSONA_FIELDS: FieldSpec[] = [
  { name: "nombre", label: "Nombre", maxLength: 100, isRequired: true },
  { name: "apellido1", label: "Primer apellido", maxLength: 100, isRequired: true },
  { name: "apellido2", label: "Segundo apellido", maxLength: 100 },
  { name: "domicilio", label: "Domicilio", maxLength: 250, wide: true },
  { name: "localidad", label: "Localidad", maxLength: 100, isRequired: true },
  { name: "codigoPostal", label: "Código postal", maxLength: 10, inputMode: "numeric" },
  { name: "provincia", label: "Provincia", maxLength: 50, isRequired: true },
  { name: "telefono1", label: "Teléfono 1", maxLength: 25, type: "tel", isRequired: true },
  { name: "telefono2", label: "Teléfono 2", maxLength: 25, type: "tel" },
  { name: "email", label: "Email", maxLength: 100, type: "email" },
  { kind: "checkbox", name: "adopcion", label: "Puede adoptar", defaultSelected: true },
  // The adopter's age (issue 26): a birth date, or the confirmation where the shelter accepts it.
  { kind: "date", name: "fechaNacimiento", label: "Fecha de nacimiento", incompleteMessage: PERSONA_BIRTH_DATE_INCOMPLETE },
  { kind: "checkbox", name: "mayorEdad", label: "Es mayor de edad", defaultSelected: false },
];

/** What both person forms say after a save, or when its request fails. */
export const PERSONA_SAVE_TEXTS = {
  created: "Persona creada correctamente",
  modified: "Persona modificada correctamente",
  createFailed: "Error al crear la persona",
  modifyFailed: "Error al modificar la persona",
};

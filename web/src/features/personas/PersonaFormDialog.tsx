import { getLocalTimeZone } from "@internationalized/date";
import { REQUIRED_PERSON_FIELDS } from "@rules/missingFields.ts";
import { DNI_TAKEN_MESSAGE, personaInputSchema } from "@rules/persona.ts";
import { graphql } from "react-relay/hooks";
import type { PersonaFormDialog_persona$key } from "../../__generated__/PersonaFormDialog_persona.graphql.ts";
import { type RecordForm, RecordFormDialog, type RecordFormDialogProps } from "../lists/RecordFormDialog.tsx";
import { useCreatePersonaMutation } from "./CreatePersonaMutation.ts";
import { PERSONA_DOCUMENT, PERSONA_FIELDS, PERSONA_SAVE_TEXTS } from "./personaFields.ts";
import { useUpdatePersonaMutation } from "./UpdatePersonaMutation.ts";

const PERSONA_FORM: RecordForm<ReturnType<typeof personaInputSchema>> = {
  texts: { newTitle: "Nueva Persona", editTitle: "Modificar Persona", ...PERSONA_SAVE_TEXTS },
  schema: personaInputSchema(REQUIRED_PERSON_FIELDS, getLocalTimeZone()),
  document: { ...PERSONA_DOCUMENT, takenMessage: DNI_TAKEN_MESSAGE },
  fields: PERSONA_FIELDS,
  fragment: graphql`
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
      fechaNacimiento
      mayorEdad
    }
  `,
};

/** 'Nueva Persona' / 'Modificar Persona' (spec sections 4 and 5 "Person form"). */
export function PersonaFormDialog(props: RecordFormDialogProps<PersonaFormDialog_persona$key>) {
  return <RecordFormDialog {...props} form={PERSONA_FORM} create={useCreatePersonaMutation()} update={useUpdatePersonaMutation()} />;
}

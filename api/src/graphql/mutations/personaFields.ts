/** The person form's fields as GraphQL input, shared by create and update. */
import type { builder } from "../builder.ts";

export type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, "InputObject">;

export const personaInputFields = (t: InputFields) => ({
  dni: t.string({ required: true }),
  nombre: t.string({ required: true }),
  apellido1: t.string({ required: true }),
  apellido2: t.string(),
  domicilio: t.string(),
  localidad: t.string({ required: true }),
  codigoPostal: t.string(),
  provincia: t.string({ required: true }),
  telefono1: t.string({ required: true }),
  telefono2: t.string(),
  email: t.string(),
  adopcion: t.boolean(),
  fromFicha: t.boolean({ description: "Saved from an animal record's Entrada or Salida tab (its wording of the messages)." }),
});

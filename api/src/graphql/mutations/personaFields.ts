/** The person form's fields as GraphQL input, shared by create and update. */
import type { builder } from "../builder.ts";

export type InputFields = PothosSchemaTypes.InputFieldBuilder<typeof builder.$inferSchemaTypes, "InputObject">;

export const personaInputFields = (t: InputFields) => ({
  dni: t.string({ required: true, description: "DNI o NIE." }),
  nombre: t.string({ required: true, description: "Nombre." }),
  apellido1: t.string({ required: true, description: "Primer apellido." }),
  apellido2: t.string({ description: "Segundo apellido." }),
  domicilio: t.string({ description: "Domicilio." }),
  localidad: t.string({ required: true, description: "Localidad." }),
  codigoPostal: t.string({ description: "Código postal." }),
  provincia: t.string({ required: true, description: "Provincia." }),
  telefono1: t.string({ required: true, description: "Teléfono." }),
  telefono2: t.string({ description: "Segundo teléfono." }),
  email: t.string({ description: "Correo electrónico." }),
  adopcion: t.boolean({ description: "Puede adoptar." }),
  fromFicha: t.boolean({ description: "Se guarda desde la pestaña Entrada o Salida de una ficha (con sus mensajes)." }),
});

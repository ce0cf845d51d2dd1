/** The municipality form's fields as GraphQL input, shared by create and update. */
import type { InputFields } from "./personaFields.ts";

export const ayuntamientoInputFields = (t: InputFields) => ({
  cif: t.string({ required: true }),
  ayuntamiento: t.string({ required: true }),
  direccion: t.string(),
  codigoPostal: t.string(),
  localidad: t.string(),
  telefono: t.string(),
  fromFicha: t.boolean({ description: "Saved from an animal record's Ayuntamiento tab." }),
});

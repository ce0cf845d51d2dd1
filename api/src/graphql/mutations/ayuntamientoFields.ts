/** The municipality form's fields as GraphQL input, shared by create and update. */
import type { InputFields } from "../mutationFields.ts";

export const ayuntamientoInputFields = (t: InputFields) => ({
  cif: t.string({ description: "CIF." }),
  ayuntamiento: t.string({ description: "Nombre del ayuntamiento." }),
  direccion: t.string({ description: "Dirección." }),
  codigoPostal: t.string({ description: "Código postal." }),
  localidad: t.string({ description: "Localidad." }),
  telefono: t.string({ description: "Teléfono." }),
  fromFicha: t.boolean({ description: "Se guarda desde la pestaña Ayuntamiento de una ficha." }),
});

/** The person form's fields as GraphQL input, shared by create and update. */
import type { InputFields } from "../mutationFields.ts";

export const personaInputFields = (t: InputFields) => ({
  dni: t.string({ description: "DNI o NIE." }),
  nombre: t.string({ description: "Nombre." }),
  apellido1: t.string({ description: "Primer apellido." }),
  apellido2: t.string({ description: "Segundo apellido." }),
  domicilio: t.string({ description: "Domicilio." }),
  localidad: t.string({ description: "Localidad." }),
  codigoPostal: t.string({ description: "Código postal." }),
  provincia: t.string({ description: "Provincia." }),
  telefono1: t.string({ description: "Teléfono." }),
  telefono2: t.string({ description: "Segundo teléfono." }),
  email: t.string({ description: "Correo electrónico." }),
  adopcion: t.boolean({ description: "Puede adoptar." }),
  fechaNacimiento: t.string({ description: "Fecha de nacimiento, aaaa-mm-dd. Sin el campo, se deja la guardada; null la borra." }),
  mayorEdad: t.boolean({ description: "Es mayor de edad (confirmado). Sin el campo, se deja el guardado." }),
  fromFicha: t.boolean({ description: "Se guarda desde la pestaña Entrada o Salida de una ficha (con sus mensajes)." }),
});

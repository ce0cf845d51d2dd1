/** The user form's fields as GraphQL input, shared by create and update. */
import type { InputFields } from "./personaFields.ts";

export const usuarioInputFields = (t: InputFields) => ({
  password: t.string({ required: true, description: "Contraseña." }),
  email: t.string({ required: true, description: "Correo electrónico." }),
  rolId: t.int({ required: true, description: "Id del rol." }),
  activo: t.boolean({ required: true, description: "La cuenta puede iniciar sesión." }),
});

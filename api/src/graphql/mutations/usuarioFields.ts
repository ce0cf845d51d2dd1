/** The user form's fields as GraphQL input, shared by create and update. */
import type { InputFields } from "./personaFields.ts";

export const usuarioInputFields = (t: InputFields) => ({
  password: t.string({ description: "Contraseña." }),
  email: t.string({ description: "Correo electrónico." }),
  rolId: t.int({ description: "Id del rol." }),
  activo: t.boolean({ description: "La cuenta puede iniciar sesión." }),
});

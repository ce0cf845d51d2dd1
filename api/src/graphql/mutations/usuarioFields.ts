/** The user form's fields as GraphQL input (rules/user.ts), shared by first-run setup and administration. */
import type { InputFields } from "../mutationFields.ts";

/** An account's password and e-mail: first-run setup asks them as the user form does. */
export const accountInputFields = (t: InputFields) => ({
  password: t.string({ description: "Contraseña." }),
  email: t.string({ description: "Correo electrónico." }),
});

/** The user form's fields besides the username, shared by create and update. */
export const usuarioInputFields = (t: InputFields) => ({
  ...accountInputFields(t),
  rolId: t.int({ description: "Id del rol." }),
  activo: t.boolean({ description: "La cuenta puede iniciar sesión." }),
  nombreCompleto: t.string({ description: "Nombre y apellidos, como los imprimen los documentos (opcional)." }),
  numeroColegiado: t.string({
    description: "Número de colegiado de un veterinario (opcional). Sin enviar al modificar, se conserva; vacío, se borra.",
  }),
});

import type { Usuario as UsuarioRow } from "../../db/generated/prisma/client.ts";
import { updateUser } from "../../domain/users/updateUser.ts";
import { mutationWithInput, withDatabaseId } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { Usuario } from "../types/Usuario.ts";
import { usuarioInputFields } from "./usuarioFields.ts";

/** The username cannot change; the form sends it back as it is, or leaves it out. A blank password keeps the current one. */
mutationWithInput("updateUsuario", {
  description: "Modifica una cuenta de usuario; el nombre de usuario no cambia.",
  access: "admin",
  input: (t) => ({
    id: t.id({ required: true, description: "Identificador global del usuario." }),
    username: t.string({ description: "El nombre de usuario tal como está, o nada." }),
    ...usuarioInputFields(t),
    password: t.string({ description: "Contraseña nueva; vacía o sin enviar, se mantiene la actual." }),
  }),
  payload: nodePayload("UpdateUsuarioPayload", "usuario", Usuario, { payload: "La cuenta modificada.", node: "La cuenta, con sus datos nuevos." }),
  // The account without its password hash; the Prisma plugin loads by id what else the selection needs.
  resolve: async ({ username, ...input }, ctx) =>
    (await updateUser(ctx.deps, ctx.viewer, { ...withDatabaseId(input, "Usuario"), username: username ?? undefined })) as UsuarioRow,
});

import type { Usuario as UsuarioRow } from "../../db/generated/prisma/client.ts";
import { updateUser } from "../../domain/users/updateUser.ts";
import { builder } from "../builder.ts";
import { Usuario } from "../types/Usuario.ts";
import { usuarioInputFields } from "./usuarioFields.ts";
import { databaseIdOf } from "../globalIds.ts";

/** The account without its password hash; the Prisma plugin loads by id what else the selection needs. */
const UpdateUsuarioPayload = builder.objectRef<{ usuario: UsuarioRow }>("UpdateUsuarioPayload").implement({
  description: "La cuenta modificada.",
  fields: (t) => ({ usuario: t.field({ type: Usuario, description: "La cuenta, con sus datos nuevos.", resolve: ({ usuario }) => usuario }) }),
});

/** The username cannot change; the form sends it back as it is, or leaves it out. */
builder.mutationField("updateUsuario", (t) =>
  t.fieldWithInput({
    description: "Modifica una cuenta de usuario; el nombre de usuario no cambia.",
    input: {
      id: t.input.id({ required: true, description: "Identificador global del usuario." }),
      username: t.input.string({ description: "El nombre de usuario tal como está, o nada." }),
      ...usuarioInputFields(t.input),
    },
    type: UpdateUsuarioPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({
      usuario: (await updateUser(ctx.deps, ctx.viewer, { ...input, id: databaseIdOf(String(input.id), "Usuario"), username: input.username ?? undefined })) as UsuarioRow,
    }),
  }),
);

import { updateUser } from "../../domain/users/updateUser.ts";
import { builder } from "../builder.ts";
import { UserPayload } from "../types/UserPayload.ts";
import { Usuario } from "../types/Usuario.ts";
import { usuarioInputFields } from "./usuarioFields.ts";

/** The username cannot change; the form sends it back as it is, or leaves it out. */
builder.mutationField("updateUsuario", (t) =>
  t.fieldWithInput({
    description: "Modifica una cuenta de usuario; el nombre de usuario no cambia.",
    input: {
      id: t.input.globalID({ for: Usuario, required: true, description: "Identificador global del usuario." }),
      username: t.input.string({ description: "El nombre de usuario tal como está, o nada." }),
      ...usuarioInputFields(t.input),
    },
    type: UserPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({
      user: await updateUser(ctx.deps, ctx.viewer, { ...input, id: input.id.id, username: input.username ?? undefined }),
    }),
  }),
);

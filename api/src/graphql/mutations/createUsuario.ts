import { createUser } from "../../domain/users/createUser.ts";
import { builder } from "../builder.ts";
import { UserPayload } from "../types/UserPayload.ts";
import { usuarioInputFields } from "./usuarioFields.ts";

builder.mutationField("createUsuario", (t) =>
  t.fieldWithInput({
    description: "Crea una cuenta de usuario.",
    input: {
      username: t.input.string({ required: true, description: "Nombre de usuario." }),
      ...usuarioInputFields(t.input),
    },
    type: UserPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ user: await createUser(ctx.deps, ctx.viewer, input) }),
  }),
);

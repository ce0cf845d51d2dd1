import { login } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";
import { SessionPayload } from "../types/SessionPayload.ts";

builder.mutationField("login", (t) =>
  t.fieldWithInput({
    description: "Inicia sesión.",
    input: {
      username: t.input.string({ required: true, description: "Nombre de usuario." }),
      password: t.input.string({ required: true, description: "Contraseña." }),
    },
    type: SessionPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => login(ctx.deps, input, ctx.client),
  }),
);

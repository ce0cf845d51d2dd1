import { login } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";
import { sessionPayload } from "../types/SessionPayload.ts";

const LoginPayload = sessionPayload("LoginPayload", "La sesión abierta.");

builder.mutationField("login", (t) =>
  t.fieldWithInput({
    description: "Inicia sesión.",
    input: {
      username: t.input.string({ description: "Nombre de usuario." }),
      password: t.input.string({ description: "Contraseña." }),
    },
    type: LoginPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => login(ctx.deps, input),
  }),
);

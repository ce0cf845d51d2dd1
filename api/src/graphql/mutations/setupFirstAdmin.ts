import { createFirstAdmin } from "../../domain/users/setup.ts";
import { builder } from "../builder.ts";
import { SessionPayload } from "../types/SessionPayload.ts";

/** First-run setup: allowed only while no user exists; logs the new administrator in. */
builder.mutationField("setupFirstAdmin", (t) =>
  t.fieldWithInput({
    description: "Configuración inicial: crea el primer administrador e inicia su sesión.",
    input: {
      username: t.input.string({ required: true, description: "Nombre de usuario." }),
      password: t.input.string({ required: true, description: "Contraseña." }),
      email: t.input.string({ required: true, description: "Correo electrónico." }),
    },
    type: SessionPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => createFirstAdmin(ctx.deps, input),
  }),
);

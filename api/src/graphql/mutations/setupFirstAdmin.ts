import { createFirstAdmin } from "../../domain/users/setup.ts";
import { builder } from "../builder.ts";
import { sessionPayload } from "../types/SessionPayload.ts";

const SetupFirstAdminPayload = sessionPayload("SetupFirstAdminPayload", "El primer administrador, con su sesión abierta.");

/** First-run setup: allowed only while no user exists; logs the new administrator in. */
builder.mutationField("setupFirstAdmin", (t) =>
  t.fieldWithInput({
    description: "Configuración inicial: crea el primer administrador e inicia su sesión.",
    input: {
      username: t.input.string({ description: "Nombre de usuario." }),
      password: t.input.string({ description: "Contraseña." }),
      email: t.input.string({ description: "Correo electrónico." }),
    },
    type: SetupFirstAdminPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => createFirstAdmin(ctx.deps, input),
  }),
);

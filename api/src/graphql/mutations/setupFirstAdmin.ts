import { createFirstAdmin } from "../../domain/users/setup.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { sessionPayload } from "../types/SessionPayload.ts";
import { accountInputFields } from "./usuarioFields.ts";

/** First-run setup: allowed only while no user exists; logs the new administrator in. */
mutationWithInput("setupFirstAdmin", {
  description: "Configuración inicial: crea el primer administrador e inicia su sesión.",
  access: "public",
  input: (t) => ({
    username: t.string({ description: "Nombre de usuario." }),
    ...accountInputFields(t),
  }),
  payload: sessionPayload("SetupFirstAdminPayload", "El primer administrador, con su sesión abierta."),
  resolve: async (input, ctx) => {
    const session = await createFirstAdmin(ctx.deps, input);
    ctx.sessionCookie.set(session.token);
    return session;
  },
});

import { login } from "../../domain/auth/session.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { sessionPayload } from "../types/SessionPayload.ts";

mutationWithInput("login", {
  description: "Inicia sesión.",
  access: "public",
  input: (t) => ({
    username: t.string({ description: "Nombre de usuario." }),
    password: t.string({ description: "Contraseña." }),
  }),
  payload: sessionPayload("LoginPayload", "La sesión abierta."),
  resolve: async (input, ctx) => {
    const session = await login(ctx.deps, input, ctx.client);
    ctx.sessionCookie.set(session.token);
    return session;
  },
});

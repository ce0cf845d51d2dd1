import { logout } from "../../domain/auth/session.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithArgs } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";

/** Records the logout; the session token itself is dropped by the client. */
mutationWithArgs("logout", {
  description: "Registra el cierre de sesión; el cliente descarta el token.",
  access: "public",
  payload: messagePayload("LogoutPayload", "La sesión cerrada."),
  resolve: (_args, ctx) => logout(ctx.deps, ctx.viewer).then(() => ({ message: SUCCESS_MESSAGES.loggedOut })),
});

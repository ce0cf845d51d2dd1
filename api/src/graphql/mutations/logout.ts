import { logout } from "../../domain/auth/session.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithArgs } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";

/** Ends the session on the server and clears its cookie; the client drops the token. */
mutationWithArgs("logout", {
  description: "Registra el cierre de sesión; el cliente descarta el token.",
  access: "public",
  payload: messagePayload("LogoutPayload", "La sesión cerrada."),
  resolve: async (_args, ctx) => {
    await logout(ctx.deps, ctx.viewer);
    ctx.sessionCookie.clear();
    return { message: SUCCESS_MESSAGES.loggedOut };
  },
});

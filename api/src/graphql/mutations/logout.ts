import { logout } from "../../domain/auth/session.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";

const LogoutPayload = messagePayload("LogoutPayload", "La sesión cerrada.");

/** Records the logout; the session token itself is dropped by the client. */
builder.mutationField("logout", (t) =>
  t.field({
    type: LogoutPayload,
    description: "Registra el cierre de sesión; el cliente descarta el token.",
    errors: {},
    resolve: async (_root, _args, ctx) => {
      await logout(ctx.deps, ctx.viewer);
      return { message: SUCCESS_MESSAGES.loggedOut };
    },
  }),
);

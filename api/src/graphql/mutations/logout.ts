import { logout } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";

/** Records the logout; the session token itself is dropped by the client. */
builder.mutationField("logout", (t) =>
  t.boolean({ description: "Registra el cierre de sesión; el cliente descarta el token.", resolve: async (_root, _args, ctx) => (await logout(ctx.deps, ctx.viewer), true) }),
);

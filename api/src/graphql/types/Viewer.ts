import { isAdmin, type LoggedIn } from "../../domain/policies.ts";
import { roleLabel } from "../../domain/users/roles.ts";
import { builder } from "../builder.ts";

/** The logged-in user as the shell shows them. */
export const Viewer = builder.objectRef<LoggedIn>("Viewer").implement({
  fields: (t) => ({
    username: t.exposeString("username"),
    rolId: t.exposeInt("rolId"),
    roleLabel: t.string({ resolve: (user) => roleLabel(user.rolId) }),
    isAdmin: t.boolean({ resolve: (user) => isAdmin(user) }),
  }),
});

builder.queryField("viewer", (t) =>
  t.field({ type: Viewer, nullable: true, resolve: (_root, _args, ctx) => ctx.viewer }),
);

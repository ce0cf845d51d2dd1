import { listRoles, type RoleRow } from "../../domain/users/roles.ts";
import { builder } from "../builder.ts";

const Role = builder.objectRef<RoleRow>("Role").implement({
  fields: (t) => ({
    rowId: t.exposeInt("id"),
    rol: t.exposeString("rol"),
  }),
});

builder.queryField("roles", (t) =>
  t.field({ type: [Role], authScopes: { admin: true }, resolve: (_root, _args, ctx) => listRoles(ctx.deps, ctx.viewer) }),
);

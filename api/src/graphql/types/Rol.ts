import { listRoles, type RoleRow } from "../../domain/users/roles.ts";
import { builder } from "../builder.ts";
import { DATABASE_ID } from "../databaseId.ts";

const Rol = builder.objectRef<RoleRow>("Rol").implement({
  description: "Un rol de usuario.",
  fields: (t) => ({
    databaseId: t.exposeInt("id", DATABASE_ID),
    rol: t.exposeString("rol", { description: "Nombre del rol." }),
  }),
});

builder.queryField("roles", (t) =>
  t.field({
    type: [Rol],
    description: "Los roles de usuario.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => listRoles(ctx.deps, ctx.viewer),
  }),
);

import { isUsernameAvailable } from "../../domain/users/usernameAvailable.ts";
import { listUsersPage } from "../../domain/users/listUsers.ts";
import { isLastActiveAdmin } from "../../domain/users/updateUser.ts";
import { builder } from "../builder.ts";

/** An account as the 'Gestión de Usuarios' screen shows it; administrators only. */
export const User = builder.prismaNode("Usuario", {
  name: "User",
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    /** The database id, as the REST facade names users (usuarioId). */
    rowId: t.exposeInt("id"),
    username: t.exposeString("username"),
    email: t.exposeString("email", { nullable: true }),
    rolId: t.exposeInt("rolId"),
    activo: t.exposeBoolean("activo"),
    /** The role's name; null reads 'Sin rol'. */
    roleName: t.string({
      nullable: true,
      select: { rol: { select: { rol: true } } },
      resolve: (user) => user.rol?.rol ?? null,
    }),
    /** The only active administrator: the form locks Rol and Activo (spec section 4). */
    isLastActiveAdmin: t.boolean({
      select: { rolId: true, activo: true },
      resolve: (user, _args, ctx) => isLastActiveAdmin(ctx.deps, user),
    }),
  }),
});

builder.queryField("users", (t) =>
  t.prismaConnection(
    {
      type: "Usuario",
      cursor: "id",
      defaultSize: 100,
      maxSize: 200,
      authScopes: { admin: true },
      resolve: (query, _root, _args, ctx) => listUsersPage(ctx.deps, ctx.viewer, query),
    },
    { name: "UserConnection" },
    { name: "UserEdge" },
  ),
);

builder.queryField("usernameAvailable", (t) =>
  t.boolean({
    description: "Sin cuenta con ese nombre, sin distinguir mayúsculas",
    authScopes: { admin: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => isUsernameAvailable(ctx.deps, ctx.viewer, args.username),
  }),
);

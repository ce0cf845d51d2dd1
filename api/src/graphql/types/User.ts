import { isUsernameAvailable } from "../../domain/users/usernameAvailable.ts";
import { listUsersPage, USERS_PAGE_MAX } from "../../domain/users/listUsers.ts";
import { lookupRow } from "../../domain/lookups/lookups.ts";
import { isLastActiveAdmin } from "../../domain/users/updateUser.ts";
import type { Usuario } from "../../db/generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { resolvePagedConnection } from "../pagedConnection.ts";

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
      resolve: async (user, _args, ctx) => (await lookupRow(ctx.deps, "roles", user.rolId))?.rol ?? null,
    }),
    /**
     * The only active administrator: the form locks Rol and Activo (spec section 4). The list's
     * rows carry it (read in the list's statement); an account read alone asks the domain.
     */
    isLastActiveAdmin: t.boolean({
      resolve: (user, _args, ctx) => ("isLastActiveAdmin" in user ? Boolean(user.isLastActiveAdmin) : isLastActiveAdmin(ctx.deps, user)),
    }),
  }),
});

builder.queryField("users", (t) =>
  t.connection(
    {
      type: User,
      authScopes: { admin: true },
      args: { page: t.arg.int({ description: "1-based page of `first` (default 100) accounts; instead of cursors." }) },
      resolve: (_root, paging, ctx) =>
        resolvePagedConnection(
          paging,
          // The list's rows hold the public columns, all that this type's fields read; typed as
          // whole rows so Pothos does not read them again (an object-level `select` would).
          (window) => listUsersPage(ctx.deps, ctx.viewer, window) as unknown as Promise<{ items: Usuario[]; total: number }>,
          { defaultSize: 100, maxSize: USERS_PAGE_MAX },
        ),
    },
    {
      name: "UserConnection",
      fields: (c) => ({
        totalCount: c.exposeInt("totalCount"),
        page: c.exposeInt("page"),
        totalPages: c.exposeInt("totalPages"),
      }),
    },
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

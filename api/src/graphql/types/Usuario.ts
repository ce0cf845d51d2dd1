import { isUsernameAvailable } from "../../domain/users/usernameAvailable.ts";
import { listUsersPage } from "../../domain/users/listUsers.ts";
import { isLastActiveAdmin } from "../../domain/users/updateUser.ts";
import { builder } from "../builder.ts";
import { DATABASE_ID } from "../databaseId.ts";

/** An account as the 'Gestión de Usuarios' screen shows it; administrators only. */
export const Usuario = builder.prismaNode("Usuario", {
  name: "Usuario",
  description: "Una cuenta de usuario; solo para administradores.",
  id: { field: "id" },
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt("id", DATABASE_ID),
    username: t.exposeString("username", { description: "Nombre de usuario (no cambia al editar)." }),
    email: t.exposeString("email", { nullable: true, description: "Correo electrónico." }),
    rolId: t.exposeInt("rolId", { description: "Id del rol." }),
    activo: t.exposeBoolean("activo", { description: "La cuenta puede iniciar sesión." }),
    roleName: t.string({
      nullable: true,
      description: "Nombre del rol; sin rol se muestra 'Sin rol'.",
      select: { rol: { select: { rol: true } } },
      resolve: (user) => user.rol?.rol ?? null,
    }),
    isLastActiveAdmin: t.boolean({
      description: "Es el único administrador activo: el formulario bloquea Rol y Activo.",
      select: { rolId: true, activo: true },
      resolve: (user, _args, ctx) => isLastActiveAdmin(ctx.deps, user),
    }),
  }),
});

export const UsuarioEdge = builder.edgeObject({ type: Usuario, name: "UsuarioEdge", description: "Una fila de la lista de usuarios." });

builder.queryField("usuarios", (t) =>
  t.prismaConnection(
    {
      type: "Usuario",
      cursor: "id",
      defaultSize: 100,
      maxSize: 200,
      description: "Las cuentas de usuario, por id.",
      authScopes: { admin: true },
      resolve: (query, _root, _args, ctx) => listUsersPage(ctx.deps, ctx.viewer, query),
    },
    { name: "UsuarioConnection", description: "Una página de usuarios." },
    UsuarioEdge,
  ),
);

builder.queryField("usernameAvailable", (t) =>
  t.boolean({
    description: "Ninguna cuenta tiene ese nombre, sin distinguir mayúsculas.",
    authScopes: { admin: true },
    args: { username: t.arg.string({ required: true, description: "Nombre de usuario a comprobar." }) },
    resolve: (_root, args, ctx) => isUsernameAvailable(ctx.deps, ctx.viewer, args.username),
  }),
);

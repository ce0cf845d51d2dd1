import { isUsernameAvailable } from "../../domain/users/usernameAvailable.ts";
import { listUsersPage, USERS_PAGE_MAX } from "../../domain/users/listUsers.ts";
import { lookupRow } from "../../domain/lookups/lookups.ts";
import { isLastActiveAdmin } from "../../domain/users/updateUser.ts";
import { liveKeysMadeBy } from "../../domain/apiKeys/apiKeys.ts";
import type { Usuario as UsuarioRow } from "../../db/generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { exposeNullableStrings } from "../exposeFields.ts";
import { recordNode } from "../recordNode.ts";
import { pageArg, pageFields, resolvePagedConnection } from "../pagedConnection.ts";

/** An account as the 'Gestión de Usuarios' screen shows it; administrators only. */
export const Usuario = recordNode("Usuario", {
  description: "Una cuenta de usuario; solo para administradores.",
  authScopes: { admin: true },
  fields: (t) => ({
    username: t.exposeString("username", { description: "Nombre de usuario (no cambia al editar)." }),
    email: t.exposeString("email", { nullable: true, description: "Correo electrónico." }),
    rolId: t.exposeInt("rolId", { description: "Id del rol." }),
    activo: t.exposeBoolean("activo", { description: "La cuenta puede iniciar sesión." }),
    ...exposeNullableStrings(t, {
      nombreCompleto: "Nombre y apellidos, como los imprimen los documentos.",
      numeroColegiado: "Número de colegiado de un veterinario.",
    }),
    roleName: t.string({
      nullable: true,
      description: "Nombre del rol; sin rol se muestra 'Sin rol'.",
      resolve: async (user, _args, ctx) => (await lookupRow(ctx.deps, "roles", user.rolId))?.rol ?? null,
    }),
    // The list's rows carry it (read in the list's statement); an account read alone asks the domain.
    isLastActiveAdmin: t.boolean({
      description: "Es el único administrador activo: el formulario bloquea Rol y Activo.",
      resolve: (user, _args, ctx) => ("isLastActiveAdmin" in user ? Boolean(user.isLastActiveAdmin) : isLastActiveAdmin(ctx.deps, user)),
    }),
    clavesApiVigentes: t.int({
      description: "Claves de API que creó y siguen valiendo: se revocan si deja de ser administrador activo.",
      resolve: (user, _args, ctx) => ("liveKeys" in user ? Number(user.liveKeys) : liveKeysMadeBy(ctx.deps, user.username)),
    }),
  }),
});

const USERS_PAGES = { defaultSize: 100, maxSize: USERS_PAGE_MAX };

export const UsuarioEdge = builder.edgeObject({ type: Usuario, name: "UsuarioEdge", description: "Una fila de la lista de usuarios." });

builder.queryField("usuarios", (t) =>
  t.connection(
    {
      type: Usuario,
      description: "Las cuentas de usuario, por nombre de usuario.",
      authScopes: { admin: true },
      args: { page: pageArg(t.arg, "cuentas", USERS_PAGES) },
      resolve: (_root, paging, ctx) =>
        resolvePagedConnection(
          paging,
          // The list's rows hold the public columns, all that this type's fields read; typed as
          // whole rows so Pothos does not read them again (an object-level `select` would).
          (window) => listUsersPage(ctx.deps, ctx.viewer, window) as unknown as Promise<{ items: UsuarioRow[]; total: number }>,
          USERS_PAGES,
        ),
    },
    {
      name: "UsuarioConnection",
      description: "Una página de usuarios.",
      fields: (c) => pageFields(c, "Cuántas cuentas hay."),
    },
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

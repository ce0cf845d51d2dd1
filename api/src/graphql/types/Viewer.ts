import type { Person } from "../../domain/actor.ts";
import { isAdmin, isApiKey, isPlanEditor } from "../../domain/policies.ts";
import { roleLabel } from "../../domain/users/roles.ts";
import { builder } from "../builder.ts";

/** The logged-in user as the shell shows them. */
export const Viewer = builder.objectRef<Person>("Viewer").implement({
  description: "El usuario con la sesión abierta.",
  fields: (t) => ({
    username: t.exposeString("username", { description: "Nombre de usuario." }),
    rolId: t.exposeInt("rolId", { description: "Id del rol (1: administrador)." }),
    roleLabel: t.string({ description: "El rol como lo muestra el menú.", resolve: (user) => roleLabel(user.rolId) }),
    isAdmin: t.boolean({ description: "Es administrador.", resolve: (user) => isAdmin(user) }),
    editaPlanSanitario: t.boolean({
      description: "Puede cambiar el catálogo y los protocolos del plan sanitario (administradores y veterinarios).",
      resolve: (user) => isPlanEditor(user),
    }),
    recordatorioSanitario: t.boolean({
      description: "Recibe el correo diario de actuaciones sanitarias vencidas o para hoy.",
      resolve: async (_user, _args, ctx) => (await ctx.frame()).reminder.recordatorioSanitario,
    }),
    recordatorioSanitarioOfrecido: t.boolean({
      description: "Si tiene sentido ofrecerle el recordatorio: el refugio lo envía (hora configurada y SMTP) y el usuario tiene correo, o ya lo tiene activo.",
      resolve: async (_user, _args, ctx) => (await ctx.frame()).reminder.recordatorioOfrecido,
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.field({
    type: Viewer,
    nullable: true,
    description: "El usuario de la sesión, o nada sin sesión (también con una clave de API, que no es una persona).",
    resolve: (_root, _args, ctx) => (isApiKey(ctx.viewer) ? null : ctx.viewer),
  }),
);

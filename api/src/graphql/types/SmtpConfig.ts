import { getSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../../domain/smtp/smtpSettings.ts";
import { builder } from "../builder.ts";

/** The stored SMTP settings. There is deliberately no password field: it never leaves the server. */
export const SmtpConfig = builder.objectRef<SmtpConfigView>("SmtpConfig").implement({
  description: "La configuración SMTP guardada (la contraseña nunca sale del servidor).",
  fields: (t) => ({
    id: t.globalID({
      description: "Identificador global (Relay) del objeto.",
      resolve: (config) => ({ type: "SmtpConfig", id: config.id }),
    }),
    smtpHost: t.exposeString("smtpHost", { description: "Servidor SMTP." }),
    smtpPort: t.exposeInt("smtpPort", { description: "Puerto." }),
    smtpUser: t.exposeString("smtpUser", { description: "Usuario." }),
    smtpSsl: t.exposeBoolean("smtpSsl", { description: "Usa SSL." }),
    remitenteEmail: t.exposeString("remitenteEmail", { description: "Correo del remitente." }),
    remitenteNombre: t.exposeString("remitenteNombre", { description: "Nombre del remitente." }),
  }),
});

builder.queryField("smtpConfig", (t) =>
  t.field({
    type: SmtpConfig,
    nullable: true,
    description: "La configuración SMTP guardada, o nada si no hay ninguna.",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => getSmtpConfig(ctx.deps, ctx.viewer),
  }),
);

import { getSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../../domain/smtp/smtpSettings.ts";
import { builder } from "../builder.ts";

/** What each SMTP setting is, as the stored settings show it and the form sends it. */
export const SMTP_SETTINGS: Record<Exclude<keyof SmtpConfigView, "id">, string> = {
  smtpHost: "Servidor SMTP.",
  smtpPort: "Puerto.",
  smtpUser: "Usuario.",
  smtpSsl: "Usa SSL.",
  remitenteEmail: "Correo del remitente.",
  remitenteNombre: "Nombre del remitente.",
};

/** The stored SMTP settings. There is deliberately no password field: it never leaves the server. */
export const SmtpConfig = builder.objectRef<SmtpConfigView>("SmtpConfig").implement({
  description: "La configuración SMTP guardada (la contraseña nunca sale del servidor).",
  fields: (t) => ({
    id: t.globalID({
      description: "Identificador global (Relay) del objeto.",
      resolve: (config) => ({ type: "SmtpConfig", id: config.id }),
    }),
    smtpHost: t.exposeString("smtpHost", { description: SMTP_SETTINGS.smtpHost }),
    smtpPort: t.exposeInt("smtpPort", { description: SMTP_SETTINGS.smtpPort }),
    smtpUser: t.exposeString("smtpUser", { description: SMTP_SETTINGS.smtpUser }),
    smtpSsl: t.exposeBoolean("smtpSsl", { description: SMTP_SETTINGS.smtpSsl }),
    remitenteEmail: t.exposeString("remitenteEmail", { description: SMTP_SETTINGS.remitenteEmail }),
    remitenteNombre: t.exposeString("remitenteNombre", { description: SMTP_SETTINGS.remitenteNombre }),
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

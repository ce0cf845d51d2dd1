import { getSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../../domain/smtp/smtpSettings.ts";
import { builder } from "../builder.ts";

/** The stored SMTP settings. There is deliberately no password field: it never leaves the server. */
export const SmtpConfig = builder.objectRef<SmtpConfigView>("SmtpConfig").implement({
  fields: (t) => ({
    id: t.globalID({ resolve: (config) => ({ type: "SmtpConfig", id: config.id }) }),
    smtpHost: t.exposeString("smtpHost"),
    smtpPort: t.exposeInt("smtpPort"),
    smtpUser: t.exposeString("smtpUser"),
    smtpSsl: t.exposeBoolean("smtpSsl"),
    remitenteEmail: t.exposeString("remitenteEmail"),
    remitenteNombre: t.exposeString("remitenteNombre"),
  }),
});

builder.queryField("smtpConfig", (t) =>
  t.field({
    type: SmtpConfig,
    nullable: true,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => getSmtpConfig(ctx.deps, ctx.viewer),
  }),
);

import { saveSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import type { SmtpConfigView } from "../../domain/smtp/smtpSettings.ts";
import { builder } from "../builder.ts";
import { SmtpConfig } from "../types/SmtpConfig.ts";
import { SmtpSettingsInput } from "../types/SmtpSettingsInput.ts";

const SaveSmtpConfigPayload = builder.objectRef<{ smtpConfig: SmtpConfigView }>("SaveSmtpConfigPayload").implement({
  description: "La configuración SMTP guardada.",
  fields: (t) => ({ smtpConfig: t.field({ type: SmtpConfig, description: "La configuración guardada.", resolve: (payload) => payload.smtpConfig }) }),
});

builder.mutationField("saveSmtpConfig", (t) =>
  t.field({
    type: SaveSmtpConfigPayload,
    description: "Guarda la configuración SMTP.",
    args: { input: t.arg({ type: SmtpSettingsInput, required: true, description: "Los campos del formulario." }) },
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ smtpConfig: await saveSmtpConfig(ctx.deps, ctx.viewer, input) }),
  }),
);

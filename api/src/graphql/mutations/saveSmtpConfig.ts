import { saveSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import { mutationWithArgs } from "../mutationFields.ts";
import { nodePayload } from "../payloads.ts";
import { SmtpConfig } from "../types/SmtpConfig.ts";
import { SmtpSettingsInput } from "../types/SmtpSettingsInput.ts";

mutationWithArgs("saveSmtpConfig", {
  description: "Guarda la configuración SMTP.",
  access: "admin",
  args: (t) => ({ input: t({ type: SmtpSettingsInput, required: true, description: "Los campos del formulario." }) }),
  payload: nodePayload("SaveSmtpConfigPayload", "smtpConfig", SmtpConfig, { payload: "La configuración SMTP guardada.", node: "La configuración guardada." }),
  resolve: ({ input }, ctx) => saveSmtpConfig(ctx.deps, ctx.viewer, input),
});

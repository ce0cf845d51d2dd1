import { testSmtpConnection } from "../../domain/smtp/testConnection.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithArgs } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";
import { SmtpSettingsInput } from "../types/SmtpSettingsInput.ts";

/** 'Probar Conexión' with the settings typed in the form. */
mutationWithArgs("testSmtpConnection", {
  description: "Prueba la conexión con los datos del formulario.",
  access: "admin",
  args: (t) => ({ input: t({ type: SmtpSettingsInput, required: true, description: "Los campos del formulario." }) }),
  payload: messagePayload("TestSmtpConnectionPayload", "La prueba de conexión superada."),
  resolve: ({ input }, ctx) => testSmtpConnection(ctx.viewer, input).then(() => ({ message: SUCCESS_MESSAGES.smtpTested })),
});

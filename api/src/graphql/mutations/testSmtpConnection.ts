import { testSmtpConnection } from "../../domain/smtp/testConnection.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";
import { SmtpSettingsInput } from "../types/SmtpSettingsInput.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

const Payload = messagePayload("TestSmtpConnectionPayload", "La prueba de conexión superada.");

/** 'Probar Conexión' with the settings typed in the form. */
builder.mutationField("testSmtpConnection", (t) =>
  t.field({
    type: Payload,
    description: "Prueba la conexión con los datos del formulario.",
    args: { input: t.arg({ type: SmtpSettingsInput, required: true, description: "Los campos del formulario." }) },
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await testSmtpConnection(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.smtpTested };
    },
  }),
);

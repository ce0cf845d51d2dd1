import { deleteSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithArgs } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";

mutationWithArgs("deleteSmtpConfig", {
  description: "Elimina la configuración SMTP guardada.",
  access: "admin",
  payload: messagePayload("DeleteSmtpConfigPayload", "La configuración SMTP eliminada."),
  resolve: (_args, ctx) => deleteSmtpConfig(ctx.deps, ctx.viewer).then(() => ({ message: SUCCESS_MESSAGES.smtpDeleted })),
});

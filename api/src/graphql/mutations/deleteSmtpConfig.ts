import { deleteSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

const Payload = messagePayload("DeleteSmtpConfigPayload", "La configuración SMTP eliminada.");

builder.mutationField("deleteSmtpConfig", (t) =>
  t.field({
    type: Payload,
    description: "Elimina la configuración SMTP guardada.",
    errors: {},
    resolve: async (_root, _args, ctx) => {
      await deleteSmtpConfig(ctx.deps, ctx.viewer);
      return { message: SUCCESS_MESSAGES.smtpDeleted };
    },
  }),
);

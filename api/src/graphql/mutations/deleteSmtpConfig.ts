import { deleteSmtpConfig } from "../../domain/smtp/smtpConfig.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

builder.mutationField("deleteSmtpConfig", (t) =>
  t.field({
    type: MessagePayload,
    description: "Elimina la configuración SMTP guardada.",
    errors: {},
    resolve: async (_root, _args, ctx) => {
      await deleteSmtpConfig(ctx.deps, ctx.viewer);
      return { message: SUCCESS_MESSAGES.smtpDeleted };
    },
  }),
);

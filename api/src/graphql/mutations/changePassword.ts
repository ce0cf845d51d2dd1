import { changePassword } from "../../domain/users/changePassword.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

builder.mutationField("changePassword", (t) =>
  t.fieldWithInput({
    description: "Cambia la contraseña del usuario de la sesión.",
    input: {
      currentPassword: t.input.string({ required: true, description: "Contraseña actual." }),
      newPassword: t.input.string({ required: true, description: "Contraseña nueva." }),
    },
    type: MessagePayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await changePassword(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.passwordChanged };
    },
  }),
);

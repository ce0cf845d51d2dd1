import { changePassword } from "../../domain/users/changePassword.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

const Payload = messagePayload("ChangePasswordPayload", "La contraseña cambiada.");

builder.mutationField("changePassword", (t) =>
  t.fieldWithInput({
    description: "Cambia la contraseña del usuario de la sesión.",
    input: {
      currentPassword: t.input.string({ description: "Contraseña actual." }),
      newPassword: t.input.string({ description: "Contraseña nueva." }),
    },
    type: Payload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await changePassword(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.passwordChanged };
    },
  }),
);

import { recoverPassword } from "../../domain/auth/recoverPassword.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

/** Login-screen recovery: e-mails a new password (no session needed). */
builder.mutationField("forgotPassword", (t) =>
  t.fieldWithInput({
    description: "Envía por correo una contraseña nueva.",
    input: { username: t.input.string({ required: true, description: "Nombre de usuario." }) },
    type: MessagePayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await recoverPassword(ctx.deps, input);
      return { message: SUCCESS_MESSAGES.passwordSent };
    },
  }),
);

import { recoverPassword } from "../../domain/auth/recoverPassword.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

const Payload = messagePayload("ForgotPasswordPayload", "La contraseña nueva, enviada por correo.");

/** Login-screen recovery: e-mails a new password (no session needed). */
builder.mutationField("forgotPassword", (t) =>
  t.fieldWithInput({
    description: "Envía por correo una contraseña nueva.",
    input: { username: t.input.string({ description: "Nombre de usuario." }) },
    type: Payload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await recoverPassword(ctx.deps, input);
      return { message: SUCCESS_MESSAGES.passwordSent };
    },
  }),
);

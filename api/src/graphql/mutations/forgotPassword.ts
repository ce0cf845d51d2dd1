import { recoverPassword } from "../../domain/auth/recoverPassword.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";

/** Login-screen recovery: e-mails a new password (no session needed). */
mutationWithInput("forgotPassword", {
  description: "Envía por correo una contraseña nueva.",
  access: "public",
  input: (t) => ({ username: t.string({ description: "Nombre de usuario." }) }),
  payload: messagePayload("ForgotPasswordPayload", "La contraseña nueva, enviada por correo."),
  resolve: (input, ctx) => recoverPassword(ctx.deps, input).then(() => ({ message: SUCCESS_MESSAGES.passwordSent })),
});

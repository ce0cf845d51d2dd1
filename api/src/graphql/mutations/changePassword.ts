import { changePassword } from "../../domain/users/changePassword.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { builder } from "../builder.ts";
import { mutationWithInput } from "../mutationFields.ts";

/** The confirmation, and the token that replaces the caller's: the change ended the old one. */
const ChangePasswordPayload = builder.objectRef<{ message: string; token: string }>("ChangePasswordPayload").implement({
  description: "Contraseña cambiada: el mensaje y la sesión nueva que sustituye a la anterior.",
  fields: (t) => ({
    message: t.exposeString("message", { description: "Confirmación para el usuario." }),
    token: t.exposeString("token", { description: "Token de la sesión nueva; el anterior ya no sirve." }),
  }),
});

mutationWithInput("changePassword", {
  description: "Cambia la contraseña del usuario de la sesión.",
  input: (t) => ({
    currentPassword: t.string({ description: "Contraseña actual." }),
    newPassword: t.string({ description: "Contraseña nueva." }),
  }),
  payload: ChangePasswordPayload,
  resolve: async (input, ctx) => {
    const { token } = await changePassword(ctx.deps, ctx.viewer, input, ctx.client);
    ctx.sessionCookie.set(token);
    return { message: SUCCESS_MESSAGES.passwordChanged, token };
  },
});

import { changePassword } from "../../domain/users/changePassword.ts";
import { builder } from "../builder.ts";

/** The confirmation, and the token that replaces the caller's: the change ended the old one. */
const ChangePasswordPayload = builder.objectRef<{ message: string; token: string }>("ChangePasswordPayload").implement({
  fields: (t) => ({ message: t.exposeString("message"), token: t.exposeString("token") }),
});

builder.mutationField("changePassword", (t) =>
  t.fieldWithInput({
    input: {
      currentPassword: t.input.string({ required: true }),
      newPassword: t.input.string({ required: true }),
    },
    type: ChangePasswordPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      const { token } = await changePassword(ctx.deps, ctx.viewer, input);
      return { message: "Contraseña cambiada correctamente", token };
    },
  }),
);

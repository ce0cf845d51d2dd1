import { changePassword } from "../../domain/users/changePassword.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";

builder.mutationField("changePassword", (t) =>
  t.fieldWithInput({
    input: {
      currentPassword: t.input.string({ required: true }),
      newPassword: t.input.string({ required: true }),
    },
    type: MessagePayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await changePassword(ctx.deps, ctx.viewer, input);
      return { message: "Contraseña cambiada correctamente" };
    },
  }),
);

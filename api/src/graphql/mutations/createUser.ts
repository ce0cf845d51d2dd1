import { createUser } from "../../domain/users/createUser.ts";
import { builder } from "../builder.ts";
import { UserPayload } from "../types/UserPayload.ts";

builder.mutationField("createUser", (t) =>
  t.fieldWithInput({
    input: {
      username: t.input.string({ required: true }),
      password: t.input.string({ required: true }),
      email: t.input.string({ required: true }),
      rolId: t.input.int({ required: true }),
      activo: t.input.boolean({ required: true }),
    },
    type: UserPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({ user: await createUser(ctx.deps, ctx.viewer, input) }),
  }),
);

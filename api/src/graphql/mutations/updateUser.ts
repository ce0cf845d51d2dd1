import { updateUser } from "../../domain/users/updateUser.ts";
import { builder } from "../builder.ts";
import { User } from "../types/User.ts";
import { UserPayload } from "../types/UserPayload.ts";

/** The username cannot change; the form sends it back as it is, or leaves it out. */
builder.mutationField("updateUser", (t) =>
  t.fieldWithInput({
    input: {
      id: t.input.globalID({ for: User, required: true }),
      username: t.input.string(),
      password: t.input.string({ required: true }),
      email: t.input.string({ required: true }),
      rolId: t.input.int({ required: true }),
      activo: t.input.boolean({ required: true }),
    },
    type: UserPayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => ({
      user: await updateUser(ctx.deps, ctx.viewer, { ...input, id: input.id.id, username: input.username ?? undefined }),
    }),
  }),
);

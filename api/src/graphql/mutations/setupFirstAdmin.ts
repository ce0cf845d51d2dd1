import { createFirstAdmin } from "../../domain/users/setup.ts";
import { builder } from "../builder.ts";
import { SessionPayload } from "../types/SessionPayload.ts";

/** First-run setup: allowed only while no user exists; logs the new administrator in. */
builder.mutationField("setupFirstAdmin", (t) =>
  t.fieldWithInput({
    input: {
      username: t.input.string({ required: true }),
      password: t.input.string({ required: true }),
      email: t.input.string({ required: true }),
    },
    type: SessionPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => createFirstAdmin(ctx.deps, input),
  }),
);

import { login } from "../../domain/auth/session.ts";
import { builder } from "../builder.ts";
import { SessionPayload } from "../types/SessionPayload.ts";

builder.mutationField("login", (t) =>
  t.fieldWithInput({
    input: {
      username: t.input.string({ required: true }),
      password: t.input.string({ required: true }),
    },
    type: SessionPayload,
    errors: {},
    resolve: (_root, { input }, ctx) => login(ctx.deps, input),
  }),
);

import { createActivity } from "../../domain/logs/createActivity.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";

/** POST /api/actividades over GraphQL: a change the client made, for the audit trail. */
builder.mutationField("recordActivity", (t) =>
  t.fieldWithInput({
    input: {
      tabla: t.input.string({ required: true }),
      accion: t.input.string({ required: true }),
      descripcion: t.input.string({ required: true }),
      registroId: t.input.int(),
    },
    type: MessagePayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await createActivity(ctx.deps, ctx.viewer, input);
      return { message: "Actividad registrada" };
    },
  }),
);

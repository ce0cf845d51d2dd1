import { createActivity } from "../../domain/logs/createActivity.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

/** POST /api/actividades over GraphQL: a change the client made, for the audit trail. */
builder.mutationField("recordActivity", (t) =>
  t.fieldWithInput({
    description: "Registra un cambio hecho por el cliente.",
    input: {
      tabla: t.input.string({ required: true, description: "Tabla afectada." }),
      accion: t.input.string({ required: true, description: "Acción realizada." }),
      descripcion: t.input.string({ required: true, description: "Descripción." }),
      registroId: t.input.int({ description: "Id del registro afectado." }),
    },
    type: MessagePayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await createActivity(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.activityRecorded };
    },
  }),
);

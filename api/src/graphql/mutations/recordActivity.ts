import { createActivity } from "../../domain/logs/createActivity.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

const Payload = messagePayload("RecordActivityPayload", "La actividad registrada.");

/** POST /api/actividades over GraphQL: a change the client made, for the audit trail. */
builder.mutationField("recordActivity", (t) =>
  t.fieldWithInput({
    description: "Registra un cambio hecho por el cliente.",
    input: {
      tabla: t.input.string({ description: "Tabla afectada." }),
      accion: t.input.string({ description: "Acción realizada." }),
      descripcion: t.input.string({ description: "Descripción." }),
      registroId: t.input.int({ description: "Id del registro afectado." }),
    },
    type: Payload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await createActivity(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.activityRecorded };
    },
  }),
);

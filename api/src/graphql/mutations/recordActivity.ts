import { createActivity } from "../../domain/logs/createActivity.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";

/** POST /api/actividades over GraphQL: a change the client made, for the audit trail. */
mutationWithInput("recordActivity", {
  description: "Registra un cambio hecho por el cliente.",
  input: (t) => ({
    tabla: t.string({ description: "Tabla afectada." }),
    accion: t.string({ description: "Acción realizada." }),
    descripcion: t.string({ description: "Descripción." }),
    registroId: t.int({ description: "Id del registro afectado." }),
  }),
  payload: messagePayload("RecordActivityPayload", "La actividad registrada."),
  resolve: (input, ctx) => createActivity(ctx.deps, ctx.viewer, input).then(() => ({ message: SUCCESS_MESSAGES.activityRecorded })),
});

import { createLogEntry } from "../../domain/logs/createLogEntry.ts";
import { SUCCESS_MESSAGES } from "../../domain/rules/successMessages.ts";
import { mutationWithInput } from "../mutationFields.ts";
import { messagePayload } from "../payloads.ts";

/** POST /api/logs over GraphQL: the main menu records where a user goes before going there. */
mutationWithInput("logNavigation", {
  description: "Registra a dónde va el usuario desde el menú.",
  input: (t) => ({ actividad: t.string({ description: "La actividad a registrar." }) }),
  payload: messagePayload("LogNavigationPayload", "La navegación registrada."),
  resolve: (input, ctx) => createLogEntry(ctx.deps, ctx.viewer, input).then(() => ({ message: SUCCESS_MESSAGES.activityRecorded })),
});

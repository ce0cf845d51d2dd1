import { createLogEntry } from "../../domain/logs/createLogEntry.ts";
import { builder } from "../builder.ts";
import { messagePayload } from "../payloads.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

const Payload = messagePayload("LogNavigationPayload", "La navegación registrada.");

/** POST /api/logs over GraphQL: the main menu records where a user goes before going there. */
builder.mutationField("logNavigation", (t) =>
  t.fieldWithInput({
    description: "Registra a dónde va el usuario desde el menú.",
    input: { actividad: t.input.string({ description: "La actividad a registrar." }) },
    type: Payload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await createLogEntry(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.activityRecorded };
    },
  }),
);

import { createLogEntry } from "../../domain/logs/createLogEntry.ts";
import { builder } from "../builder.ts";
import { MessagePayload } from "../types/MessagePayload.ts";
import { SUCCESS_MESSAGES } from "../../domain/successMessages.ts";

/** POST /api/logs over GraphQL: the main menu records where a user goes before going there. */
builder.mutationField("logNavigation", (t) =>
  t.fieldWithInput({
    description: "Registra a dónde va el usuario desde el menú.",
    input: { actividad: t.input.string({ required: true, description: "La actividad a registrar." }) },
    type: MessagePayload,
    errors: {},
    resolve: async (_root, { input }, ctx) => {
      await createLogEntry(ctx.deps, ctx.viewer, input);
      return { message: SUCCESS_MESSAGES.activityRecorded };
    },
  }),
);

import { builder } from "../builder.ts";

/** The answer of a mutation whose only result is the confirmation users read. */
export const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  description: "El resultado de una operación que solo confirma.",
  fields: (t) => ({ message: t.exposeString("message", { description: "El mensaje de confirmación." }) }),
});

import { builder } from "../builder.ts";

/** The answer of a mutation whose only result is the confirmation users read. */
export const MessagePayload = builder.objectRef<{ message: string }>("MessagePayload").implement({
  fields: (t) => ({ message: t.exposeString("message") }),
});

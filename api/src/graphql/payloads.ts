/**
 * The shapes every mutation answers with (`<Verb><Noun>Payload`): a create gives the new edge and
 * the list's new total, for Relay's `@prependEdge`; a delete the deleted global id and the new
 * total, for `@deleteEdge`; an update the node; an operation that only confirms, its message.
 */
import { builder } from "./builder.ts";

/** A new row's edge. It has no place in a page yet, so no cursor: clients insert it, never page from it. */
export const newEdge = <T>(node: T) => ({ cursor: "", node });

/** `<Verb><Noun>Payload { message }` for an operation whose only result is the confirmation users read. */
export function messagePayload(name: string, description: string) {
  return builder.objectRef<{ message: string }>(name).implement({
    description,
    fields: (t) => ({ message: t.exposeString("message", { description: "El mensaje de confirmación." }) }),
  });
}

export const TOTAL_COUNT_DESCRIPTION = { description: "Cuántas filas tiene la lista entera tras el cambio." };

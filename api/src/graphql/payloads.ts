/**
 * The shapes every mutation answers with (`<Verb><Noun>Payload`): a create gives the new edge and
 * the list's new total, for Relay's `@prependEdge`; a delete the deleted global id and the new
 * total, for `@deleteEdge`; an update the node; an operation that only confirms, its message.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { type Counts, getCounts } from "../domain/stats/counts.ts";
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

/**
 * `Delete<Noun>Payload { deletedId totalCount }` for a row of a counted list: the global id of
 * `typename` for `@deleteEdge`, and the list's total from the sidebar's counts.
 */
export function deletedRowPayload(typename: "Persona" | "Ayuntamiento", list: keyof Counts, texts: { payload: string; deletedId: string }) {
  return builder.objectRef<{ id: number }>(`Delete${typename}Payload`).implement({
    description: texts.payload,
    fields: (t) => ({
      deletedId: t.id({ description: texts.deletedId, resolve: ({ id }) => encodeGlobalID(typename, id) }),
      totalCount: t.int({ ...TOTAL_COUNT_DESCRIPTION, resolve: async (_p, _a, ctx) => (await getCounts(ctx.deps, ctx.viewer))[list] }),
    }),
  });
}

/**
 * The shapes every mutation answers with (`<Verb><Noun>Payload`): a create gives the new edge and
 * the list's new total, for Relay's `@prependEdge`; a delete the deleted global id and the new
 * total, for `@deleteEdge`; an update the node; an operation that only confirms, its message.
 */
import type { FieldMap, OutputRef } from "@pothos/core";
import { encodeGlobalID } from "@pothos/plugin-relay";
import { type Counts, getCounts } from "../domain/stats/counts.ts";
import { type BuilderTypes, builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";

/** A new row's edge. It has no place in a page yet, so no cursor: clients insert it, never page from it. */
export const newEdge = <T>(node: T) => ({ cursor: "", node });

/** `<Verb><Noun>Payload { message }` for an operation whose only result is the confirmation users read. */
export function messagePayload(name: string, description: string) {
  return builder.objectRef<{ message: string }>(name).implement({
    description,
    fields: (t) => ({ message: t.exposeString("message", { description: "El mensaje de confirmación." }) }),
  });
}

/**
 * `<Verb><Noun>Payload { <field> }` for a change that answers the node it changed; the mutation
 * resolves to the node itself:
 * `nodePayload("UpdatePersonaPayload", "persona", Persona, { payload: "La persona modificada.", node: "La persona, con sus datos nuevos." })`.
 */
export function nodePayload<Node extends object>(name: string, field: string, type: OutputRef<Node>, texts: { payload: string; node: string }) {
  // An object type, which Pothos' types resolve; `type` above ties it to the payload's shape.
  const nodeType: OutputRef<object> = type;
  return builder.objectRef<Node>(name).implement({
    description: texts.payload,
    fields: (t) => ({ [field]: t.field({ type: nodeType, description: texts.node, resolve: (node) => node }) }),
  });
}

export const TOTAL_COUNT_DESCRIPTION = { description: "Cuántas filas tiene la lista entera tras el cambio." };

/** The types whose lists the sidebar counts (`Counts`), so a create or a delete answers the new total from there. */
const COUNTED_LISTS = { Persona: "personas", Ayuntamiento: "ayuntamientos", Animal: "animales" } as const satisfies Record<string, keyof Counts>;

/** A payload's `totalCount` field (`totalCount: t.int(listTotalCount("animales"))`): the list's total after the change. */
export const listTotalCount = (list: keyof Counts) => ({
  ...TOTAL_COUNT_DESCRIPTION,
  resolve: async (_parent: unknown, _args: object, ctx: GraphQLContext) => (await getCounts(ctx.deps, ctx.viewer))[list],
});

/**
 * `Create<Noun>Payload { <noun>Edge totalCount }` for a new row of a counted list: its edge for
 * `@prependEdge`, and the list's total. The mutation resolves to the new row.
 */
export function createdRowPayload<Row extends object>(
  typename: keyof typeof COUNTED_LISTS,
  edge: OutputRef<{ cursor: string; node: Row }>,
  description: string,
) {
  // An object type, which Pothos' types resolve; `edge` above ties it to the row's shape.
  const edgeType: OutputRef<object> = edge;
  return builder.objectRef<Row>(`Create${typename}Payload`).implement({
    description,
    fields: (t) => ({
      [`${typename[0]!.toLowerCase()}${typename.slice(1)}Edge`]: t.field({
        type: edgeType,
        description: "La fila nueva (para @prependEdge).",
        resolve: (row) => newEdge(row),
      }),
      totalCount: t.int(listTotalCount(COUNTED_LISTS[typename])),
    }),
  });
}

/**
 * `Delete<Noun>Payload { deletedId totalCount }` for a row of a counted list: the global id of
 * `typename` for `@deleteEdge`, and the list's total. The mutation resolves to the deleted row.
 */
export function deletedRowPayload(typename: keyof typeof COUNTED_LISTS, texts: { payload: string; deletedId: string }) {
  return builder.objectRef<{ id: number }>(`Delete${typename}Payload`).implement({
    description: texts.payload,
    fields: (t) => ({
      deletedId: t.id({ description: texts.deletedId, resolve: ({ id }) => encodeGlobalID(typename, id) }),
      totalCount: t.int(listTotalCount(COUNTED_LISTS[typename])),
    }),
  });
}

/** The fields a payload helper's caller adds, built with the payload's own field builder. */
type MoreFields<Parent> = (t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, Parent>) => FieldMap;

/**
 * `Delete<Noun>Payload { deletedId detalles ... }` for a SEGURO delete that removes what hangs from
 * the row too (the ficha, an E/S): the global id of `typename` (read from `details[idField]`) for
 * `@deleteEdge`, and `detalles`, a `<Noun>DeleteDetails` whose fields `fields.details` builds (what
 * was removed, counted); `fields.payload` adds the payload's own. The mutation resolves to the
 * domain's details.
 */
export function cascadeDeletePayload<Details extends { [field: string]: number }>(
  typename: "Animal" | "EntradaSalida",
  idField: keyof Details & string,
  texts: { payload: string; details: string; deletedId: string },
  fields: { details: MoreFields<Details>; payload: MoreFields<Details> },
) {
  // An object type, which Pothos' types resolve: the details object is the parent itself.
  const detailsType: OutputRef<object> = builder
    .objectRef<Details>(`${typename}DeleteDetails`)
    .implement({ description: texts.details, fields: fields.details });
  return builder.objectRef<Details>(`Delete${typename}Payload`).implement({
    description: texts.payload,
    fields: (t) => ({
      deletedId: t.id({ description: texts.deletedId, resolve: (details) => encodeGlobalID(typename, details[idField]!) }),
      detalles: t.field({ type: detailsType, description: "Lo que se eliminó.", resolve: (details) => details }),
      ...fields.payload(t),
    }),
  });
}

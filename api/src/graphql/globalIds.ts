import SchemaBuilder, { BasePlugin, type PothosOutputFieldConfig, type SchemaTypes } from "@pothos/core";
import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import type { GraphQLFieldResolver } from "graphql";
import { invalidId } from "../domain/errors.ts";
import { parseRecordId } from "../domain/ids.ts";

/**
 * The record id inside a Relay global id of the given type, as an `ID` input arrives (a string,
 * or a number when the client sent one). A malformed id, or one of another type, gets the
 * domain's one answer (INVALID_ID on `field`).
 */
export function databaseIdOf(globalId: string | number, typename: string, field = "id"): number {
  let decoded: { typename: string; id: string };
  try {
    decoded = decodeGlobalID(String(globalId));
  } catch {
    throw invalidId(field);
  }
  if (decoded.typename !== typename) throw invalidId(field);
  return parseRecordId(decoded.id, field);
}

/** A node lookup's id part: only a record id names a row (`node(id:)` of "Persona:abc" is refused, not a crash). */
export const nodeDatabaseId = (id: string): number => parseRecordId(id);

declare global {
  export namespace PothosSchemaTypes {
    export interface Plugins<Types extends SchemaTypes> {
      recordIds: RecordIdsPlugin<Types>;
    }
  }
}

declare module "graphql" {
  interface GraphQLObjectTypeExtensions {
    /** Set by recordNode: the type's global id is its typename and its `id` column. */
    recordIds?: true;
  }
}

/**
 * plugin-relay resolves every node's `id` through an async function, so each row of a list, and
 * each tipo or destino it names, became an object graphql-js completed through promises. A record
 * type's id is its typename and its `id` column, encoded as plugin-relay encodes it
 * (`encodeGlobalID`); this plugin, the builder's last, so the innermost, gives it at once.
 */
export class RecordIdsPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override wrapResolve(resolver: GraphQLFieldResolver<unknown, Types["Context"], object>, fieldConfig: PothosOutputFieldConfig<Types>) {
    if (fieldConfig.name !== "id" || fieldConfig.kind !== "Object") return resolver;
    const type = this.buildCache.getTypeConfig(fieldConfig.parentType);
    if (type.kind !== "Object" || !type.extensions?.recordIds) return resolver;
    const typename = type.name;
    return (row: unknown) => encodeGlobalID(typename, String((row as { id: number }).id));
  }
}

/** The plugin's name, as the builder lists it. */
export const recordIdsPlugin = "recordIds";
SchemaBuilder.registerPlugin(recordIdsPlugin, RecordIdsPlugin);

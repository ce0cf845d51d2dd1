import { decodeGlobalID } from "@pothos/plugin-relay";
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

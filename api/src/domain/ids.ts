/**
 * A record id from untrusted input, read by the one rule (`recordIdOf`, rules/recordId.ts):
 * anything that names no record is the same INVALID_ID answer, 'Identificador no válido', on its
 * field. REST path and query parameters, JSON numbers and the number inside a GraphQL global id
 * (graphql/globalIds.ts) all come through here.
 */
import { z } from "zod";
import { invalidId } from "./errors.ts";
import { recordIdOf } from "./rules/recordId.ts";

export function parseRecordId(value: unknown, field = "id"): number {
  const id = recordIdOf(value);
  if (id === null) throw invalidId(field);
  return id;
}

/**
 * The same parser inside a zod schema of a domain input: `z.object({ id: recordId() })`. It throws
 * INVALID_ID rather than adding an issue, so a schema's own message never replaces it.
 */
export const recordId = (field = "id") =>
  z
    .unknown()
    .optional()
    .transform((value) => parseRecordId(value, field));

/**
 * The one way to read a record's id, wherever it comes from: a REST path or query parameter, the
 * number inside a GraphQL global id, or a JSON number. A positive 32-bit integer, nothing else;
 * anything malformed is the same INVALID_ID answer, 'Identificador no válido', on its field.
 */
import { z } from "zod";
import { invalidId } from "./errors.ts";

const MAX_ID = 2_147_483_647;

export function parseRecordId(value: unknown, field = "id"): number {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(id) || id < 1 || id > MAX_ID) throw invalidId(field);
  return id;
}

/** The same parser inside a zod schema of a domain input: `z.object({ id: recordId() })`. */
export const recordId = (field = "id") => z.unknown().transform((value) => parseRecordId(value, field));

export const recordIdSchema = recordId();

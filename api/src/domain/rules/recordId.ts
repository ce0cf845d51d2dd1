/**
 * The one rule for reading a record's id, wherever it comes from: a REST path, query or body, the
 * number inside a GraphQL global id, a form's select, a search term, the ficha's address in the
 * web. A positive 32-bit integer (the columns are INT), as a number or its decimal digits; nothing
 * else, so an id past the column's range is refused here instead of failing in the database.
 * The server's INVALID_ID answer is `parseRecordId` (domain/ids.ts) over this rule.
 */
import { z } from "zod";

export const MAX_RECORD_ID = 2_147_483_647;

/** The id `value` names, or null when it names none. */
export function recordIdOf(value: unknown): number | null {
  const id = typeof value === "number" ? value : typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : null;
}

/** A form's id field (a lookup, a role): the form's own `message` when the value names no record. */
export const recordIdField = (message: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): number => {
      const id = recordIdOf(value);
      if (id !== null) return id;
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    });

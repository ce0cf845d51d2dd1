import { z } from "zod";

const INVALID_ID = "Identificador no válido";

/** A database id from a path, a query string or JSON: a positive 32-bit integer, nothing else. */
export const recordIdSchema = z
  .union([z.number(INVALID_ID), z.string(INVALID_ID).regex(/^\d{1,10}$/, INVALID_ID)], INVALID_ID)
  .transform(Number)
  .pipe(z.number().int(INVALID_ID).min(1, INVALID_ID).max(2_147_483_647, INVALID_ID));

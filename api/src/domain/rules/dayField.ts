/**
 * A form's optional day, for the forms' schemas (zod's full build, whose methods they chain). Apart
 * from the shelter's clock (shelterClock.ts), which every screen loads to show its days.
 */
import { z } from "zod";
import { INVALID_DAY, parseDay } from "./shelterClock.ts";

/** A day, or null when absent, null or blank; anything else is INVALID_DAY. */
export const optionalDay = z
  .union([z.string(INVALID_DAY), z.null()], INVALID_DAY)
  .optional()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || parseDay(value) !== null, INVALID_DAY);

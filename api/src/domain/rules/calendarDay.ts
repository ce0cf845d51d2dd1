/** Days of the shelter's calendar as the forms and the API carry them: 'yyyy-MM-dd' text. */
import { z } from "zod";

export const INVALID_DAY = "Fecha no válida: use el formato aaaa-mm-dd";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day 'yyyy-MM-dd' (2026-02-30 is refused). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A day, or null when absent, null or blank; anything else is INVALID_DAY. */
export const optionalDay = z
  .union([z.string(INVALID_DAY), z.null()], INVALID_DAY)
  .optional()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || isCalendarDay(value), INVALID_DAY);

/**
 * Calendar days and clock times as the shelter lives them: in its own time zone (Deps.timeZone),
 * whatever zone the server runs in. Date filters cover whole local days; documents print local times
 * (rules/shelterClock.ts).
 */
import { type CalendarDate, parseDate, today } from "@internationalized/date";

/** A 'yyyy-MM-dd' string that names a real calendar day, or null. */
export function parseDay(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const day = parseDate(value);
    // parseDate clamps impossible days (2026-02-30); the round trip refuses them.
    return day.toString() === value ? day : null;
  } catch {
    return null;
  }
}

export function todayIn(timeZone: string): CalendarDate {
  return today(timeZone);
}

/** The instants [start, end) that the days from..to (both included) cover in the shelter. */
export function dayRangeInstants(from: CalendarDate, to: CalendarDate, timeZone: string): { gte: Date; lt: Date } {
  return { gte: from.toDate(timeZone), lt: to.add({ days: 1 }).toDate(timeZone) };
}

/** The last instant (to the millisecond) of a day on the shelter's clock: it still reads as that day. */
export function endOfDayInstant(day: CalendarDate, timeZone: string): Date {
  return new Date(day.add({ days: 1 }).toDate(timeZone).getTime() - 1);
}

/**
 * Calendar days and clock times as the shelter lives them: in its own time zone (Deps.timeZone),
 * whatever zone the server runs in. Date filters cover whole local days; documents print local times.
 */
import { type CalendarDate, fromDate, parseDate, today } from "@internationalized/date";

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

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** dd/MM/yyyy */
export function formatDay(day: CalendarDate): string {
  return `${pad(day.day)}/${pad(day.month)}/${pad(day.year, 4)}`;
}

/** dd/MM/yyyy HH:mm:ss of an instant, on the shelter's clock (24-hour). */
export function formatDateTime(instant: Date, timeZone: string): string {
  const t = fromDate(instant, timeZone);
  return `${pad(t.day)}/${pad(t.month)}/${pad(t.year, 4)} ${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;
}

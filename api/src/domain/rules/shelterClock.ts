/**
 * Calendar days and instants as the shelter lives them: the one module for days. Days travel as
 * 'yyyy-MM-dd' text (forms, REST, GraphQL's Date) and are stored at UTC midnight in @db.Date
 * columns; everything is read on the shelter's own clock (TIME_ZONE, Deps.timeZone, which the
 * server tells the web app as `appStatus.zonaHoraria`), never the reader's, so a PDF and a screen
 * show the same text. The web app imports these very functions (`@rules/shelterClock.ts`).
 */
import { type CalendarDate, fromDate, parseDate, toCalendarDate, today } from "@internationalized/date";

export const INVALID_DAY = "Fecha no válida: use el formato aaaa-mm-dd";

/** The one day validator: a 'yyyy-MM-dd' text that names a real calendar day, or null (2026-02-30 is refused). */
export function parseDay(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const day = parseDate(value);
    // parseDate clamps impossible days (2026-02-30 to 2026-02-28); the round trip refuses them.
    return day.toString() === value ? day : null;
  } catch {
    return null;
  }
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The one dd/MM/yyyy formatter, of a day or its 'yyyy-MM-dd' text. */
export function formatDay(day: CalendarDate | string): string {
  const { year, month, day: date } = typeof day === "string" ? parseDate(day) : day;
  return `${twoDigits(date)}/${twoDigits(month)}/${String(year).padStart(4, "0")}`;
}

/** dd/MM/yyyy HH:mm:ss of an instant, on the shelter's clock (24-hour). */
export function formatDateTime(instant: Date, timeZone: string): string {
  const t = fromDate(instant, timeZone);
  return `${formatDay(toCalendarDate(t))} ${[t.hour, t.minute, t.second].map(twoDigits).join(":")}`;
}

/** dd/MM/yyyy HH:mm of an instant, on the shelter's clock (24-hour): observation times (spec section 9). */
export function formatDateTimeMinutes(instant: Date, timeZone: string): string {
  return formatDateTime(instant, timeZone).slice(0, -3);
}

/** The day an instant falls on, on the shelter's clock ('yyyy-MM-dd', as E/S days are written). */
export function dayOnClock(instant: Date, timeZone: string): string {
  return toCalendarDate(fromDate(instant, timeZone)).toString();
}

/**
 * The day a @db.Date column holds (the day at UTC midnight), 'yyyy-MM-dd'. From the UTC fields
 * rather than toISOString(), which costs several times as much and was 3% of the record list's CPU;
 * other years (and invalid dates, which throw) still go through it.
 */
export function dayOf(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString().slice(0, 10);
  return `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/** A 'yyyy-MM-dd' day as a @db.Date column stores it, at UTC midnight. */
export const dateOfDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

/** The day each time zone is on and the instants [from, until) it lasts: reading the clock's parts per call cost 2–4% of the ficha's CPU. */
const currentDays = new Map<string, { day: CalendarDate; from: number; until: number }>();

export function todayIn(timeZone: string): CalendarDate {
  const now = Date.now();
  const kept = currentDays.get(timeZone);
  if (kept && now >= kept.from && now < kept.until) return kept.day;
  const day = today(timeZone);
  currentDays.set(timeZone, { day, from: day.toDate(timeZone).getTime(), until: day.add({ days: 1 }).toDate(timeZone).getTime() });
  return day;
}

/** The instants [start, end) that the days from..to (both included) cover in the shelter. */
export function dayRangeInstants(from: CalendarDate, to: CalendarDate, timeZone: string): { gte: Date; lt: Date } {
  return { gte: from.toDate(timeZone), lt: to.add({ days: 1 }).toDate(timeZone) };
}

/** The last instant (to the millisecond) of a day on the shelter's clock: it still reads as that day. */
export function endOfDayInstant(day: CalendarDate, timeZone: string): Date {
  return new Date(day.add({ days: 1 }).toDate(timeZone).getTime() - 1);
}

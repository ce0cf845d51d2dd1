/**
 * Days and instants as the shelter reads them, on its own clock (TIME_ZONE, which the server
 * tells the web app as `appStatus.zonaHoraria`), never the reader's: the same text in a PDF and
 * on screen.
 */
import { type CalendarDate, fromDate, toCalendarDate } from "@internationalized/date";
import { format } from "date-fns";

/** dd/MM/yyyy */
export function formatDay(day: CalendarDate): string {
  return format(new Date(day.year, day.month - 1, day.day), "dd/MM/yyyy");
}

/** dd/MM/yyyy HH:mm:ss of an instant, on the shelter's clock (24-hour). */
export function formatDateTime(instant: Date, timeZone: string): string {
  return formatOnClock(instant, timeZone, "dd/MM/yyyy HH:mm:ss");
}

/** dd/MM/yyyy HH:mm of an instant, on the shelter's clock (24-hour): observation times (spec section 9). */
export function formatDateTimeMinutes(instant: Date, timeZone: string): string {
  return formatOnClock(instant, timeZone, "dd/MM/yyyy HH:mm");
}

/** The day an instant falls on, on the shelter's clock ('yyyy-MM-dd', as E/S days are written). */
export function dayOnClock(instant: Date, timeZone: string): string {
  return toCalendarDate(fromDate(instant, timeZone)).toString();
}

function formatOnClock(instant: Date, timeZone: string, pattern: string): string {
  const t = fromDate(instant, timeZone);
  return format(new Date(t.year, t.month - 1, t.day, t.hour, t.minute, t.second), pattern);
}

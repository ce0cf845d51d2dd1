/**
 * A scheduled job's periods are the shelter's days, each starting at the job's time on the
 * shelter's clock (TIME_ZONE): a job at 03:00 is in the period of 27/11 from 27/11 03:00 to 28/11
 * 03:00. A time the clock skips when summer time starts moves on by the skipped hour; a time it
 * repeats when summer time ends is the first of the two.
 */
import { type CalendarDate, CalendarDateTime, fromDate, toCalendarDate, toZoned } from "@internationalized/date";

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isTimeOfDay(value: string): boolean {
  return TIME_OF_DAY.test(value);
}

function periodStart(day: CalendarDate, at: string, timeZone: string): Date {
  const [, hour, minute] = TIME_OF_DAY.exec(at)!;
  return toZoned(new CalendarDateTime(day.year, day.month, day.day, Number(hour), Number(minute)), timeZone, "compatible").toDate();
}

/** The day whose period `now` falls in. */
export function currentPeriod(now: Date, at: string, timeZone: string): CalendarDate {
  const today = toCalendarDate(fromDate(now, timeZone));
  return periodStart(today, at, timeZone) <= now ? today : today.subtract({ days: 1 });
}

/** When the period after the current one starts. */
export function nextPeriodStart(now: Date, at: string, timeZone: string): Date {
  return periodStart(currentPeriod(now, at, timeZone).add({ days: 1 }), at, timeZone);
}

/** The activity log's date filter (spec sections 2 and 9): a range of shelter days, both included. */
import type { CalendarDate } from "@internationalized/date";

/** The log screen opens on the last 7 days. */
export const DEFAULT_LOG_DAYS = 7;
/** The screen's two date pickers must both hold a day; the API takes a missing one as the default. */
export const LOG_DATES_REQUIRED = "Las fechas desde y hasta son obligatorias";
export const LOG_FROM_AFTER_TO = "La fecha desde debe ser anterior o igual a la fecha hasta";
/** A date typed only in part in a filter ('dd/11/2026'); the browser finds it (web/src/forms/incompleteDates.ts). */
export const LOG_FROM_INCOMPLETE = "La fecha desde está incompleta";
export const LOG_TO_INCOMPLETE = "La fecha hasta está incompleta";

/** A missing end is `today`; a missing start is DEFAULT_LOG_DAYS before the end. */
export function logWindow(today: CalendarDate, from?: CalendarDate | null, to?: CalendarDate | null): { from: CalendarDate; to: CalendarDate } {
  const end = to ?? today;
  return { from: from ?? end.subtract({ days: DEFAULT_LOG_DAYS }), to: end };
}

/** Null when the range can be asked for. */
export function logWindowProblem(from: CalendarDate, to: CalendarDate): string | null {
  return from.compare(to) > 0 ? LOG_FROM_AFTER_TO : null;
}

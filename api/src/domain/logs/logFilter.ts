/** The activity log's filter (spec section 2): a range of shelter days, both included, and a user. */
import type { CalendarDate } from "@internationalized/date";
import { z } from "zod";
import type { Prisma } from "../../db/generated/prisma/client.ts";
import { ValidationError } from "../errors.ts";
import { parseRecordId } from "../ids.ts";
import { logWindow, logWindowProblem } from "../rules/logWindow.ts";
import { dayOf, dayRangeInstants, parseDay, todayIn } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";

/** 'yyyy-MM-dd' (REST) or a Date at UTC midnight (the GraphQL Date scalar); empty means "default". */
function toDay(value: unknown): CalendarDate | null | undefined {
  if (value === null || value === undefined || value === "") return null;
  if (value instanceof Date) return parseDay(dayOf(value)) ?? undefined;
  return typeof value === "string" ? (parseDay(value.trim()) ?? undefined) : undefined;
}

/** A user's id (INVALID_ID when it names none); empty or 'null' means "every user". */
const userId = z
  .unknown()
  .optional()
  .transform((value) => (value === null || value === undefined || value === "" || value === "null" ? null : parseRecordId(value, "usuarioId")));

/** Optional fields whose conversion returns undefined for a value it cannot read. */
const field = <T>(convert: (value: unknown) => T | null | undefined, message: string) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      const converted = convert(value);
      if (converted === undefined) ctx.addIssue({ code: "custom", message });
      return converted ?? null;
    });

/** 'Solo accesos a datos personales': true, or 'true' from a query string. */
const ACCESS_FLAGS = new Map<unknown, boolean | null>([
  [undefined, null],
  [null, null],
  ["", null],
  [true, true],
  ["true", true],
  [false, false],
  ["false", false],
]);
const onlyAccesses = field((value) => ACCESS_FLAGS.get(value), "El filtro de accesos debe ser verdadero o falso");

export const logFilterSchema = z.object({
  fromDate: field(toDay, "La fecha desde no es válida"),
  toDate: field(toDay, "La fecha hasta no es válida"),
  usuarioId: userId,
  accesos: onlyAccesses,
});

export type LogFilter = { from: CalendarDate; to: CalendarDate; usuarioId: number | null; accesos: boolean };

/** Missing dates take the defaults: from 7 days ago to today, in the shelter's time zone. */
export function parseLogFilter(input: unknown, timeZone: string): LogFilter {
  const parsed = parseInput(logFilterSchema, input ?? {});
  const { from, to } = logWindow(todayIn(timeZone), parsed.fromDate, parsed.toDate);
  const problem = logWindowProblem(from, to);
  if (problem) throw new ValidationError([{ path: ["fromDate"], message: problem }]);
  return { from, to, usuarioId: parsed.usuarioId, accesos: parsed.accesos === true };
}

export function logWhere(filter: LogFilter, timeZone: string): Prisma.LogWhereInput {
  return {
    fechaHora: dayRangeInstants(filter.from, filter.to, timeZone),
    ...(filter.usuarioId ? { usuarioId: filter.usuarioId } : {}),
    ...(filter.accesos ? { personaAccedidaId: { not: null } } : {}),
  };
}

/** Newest first; the id breaks ties between entries of the same millisecond. */
export const newestFirst: Prisma.LogOrderByWithRelationInput[] = [{ fechaHora: "desc" }, { id: "desc" }];

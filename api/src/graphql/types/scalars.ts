/** Date (a calendar day, 'yyyy-MM-dd', carried as UTC midnight like Prisma's @db.Date) and DateTime (ISO 8601). */
import { Kind } from "graphql";
import { dateOfDay, dayOf, INVALID_DAY, parseDay } from "../../domain/rules/shelterClock.ts";
import { builder } from "../builder.ts";
import { valueFreeInputError } from "../inputErrors.ts";

function parseDateValue(value: unknown): Date {
  if (typeof value !== "string" || !parseDay(value)) throw valueFreeInputError(INVALID_DAY);
  return dateOfDay(value);
}

builder.scalarType("Date", {
  description: "Un día del calendario, aaaa-mm-dd",
  serialize: dayOf,
  parseValue: parseDateValue,
  parseLiteral: (ast) => parseDateValue(ast.kind === Kind.STRING ? ast.value : null),
});

function parseDateTimeValue(value: unknown): Date {
  const date = typeof value === "string" ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw valueFreeInputError("Fecha y hora no válidas: use ISO 8601");
  return date;
}

builder.scalarType("DateTime", {
  description: "Un instante, ISO 8601",
  serialize: (date) => date.toISOString(),
  parseValue: parseDateTimeValue,
  parseLiteral: (ast) => parseDateTimeValue(ast.kind === Kind.STRING ? ast.value : null),
});

import { parseDate } from "@internationalized/date";
import { expect, test } from "vitest";
import { logWindow, logWindowProblem } from "./logWindow.ts";

const day = parseDate;

test("the default window is the 7 days before the end, the end being today unless given", () => {
  expect(logWindow(day("2026-03-03"))).toEqual({ from: day("2026-02-24"), to: day("2026-03-03") });
  expect(logWindow(day("2026-03-03"), null, day("2026-01-05"))).toEqual({ from: day("2025-12-29"), to: day("2026-01-05") });
  expect(logWindow(day("2026-03-03"), day("2026-03-01"))).toEqual({ from: day("2026-03-01"), to: day("2026-03-03") });
});

test("a start after the end is refused; the same day is a range", () => {
  expect(logWindowProblem(day("2026-03-04"), day("2026-03-03"))).toBe("La fecha desde debe ser anterior o igual a la fecha hasta");
  expect(logWindowProblem(day("2026-03-03"), day("2026-03-03"))).toBeNull();
});

import { describe, expect, test } from "vitest";
import { formatDateTime, formatDateTimeMinutes, formatDay } from "./rules/shelterClock.ts";
import { dayRangeInstants, parseDay } from "./shelterTime.ts";

describe("shelter days and clock", () => {
  test("parseDay accepts real days only", () => {
    expect(parseDay("2026-11-22")?.toString()).toBe("2026-11-22");
    for (const bad of ["2026-02-30", "2026-13-01", "22/11/2026", "2026-1-2", ""]) expect(parseDay(bad)).toBeNull();
  });

  test("a range covers whole days in the shelter's zone, including a 23-hour DST day", () => {
    const { gte, lt } = dayRangeInstants(parseDay("2026-03-29")!, parseDay("2026-03-29")!, "Europe/Madrid");
    expect(gte.toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(lt.toISOString()).toBe("2026-03-29T22:00:00.000Z");
    const canary = dayRangeInstants(parseDay("2026-07-01")!, parseDay("2026-07-02")!, "Atlantic/Canary");
    expect(canary.gte.toISOString()).toBe("2026-06-30T23:00:00.000Z");
    expect(canary.lt.toISOString()).toBe("2026-07-02T23:00:00.000Z");
  });

  test("formats dd/MM/yyyy and 24-hour local time", () => {
    expect(formatDay(parseDay("2026-01-05")!)).toBe("05/01/2026");
    expect(formatDateTime(new Date("2026-07-01T21:05:09Z"), "Europe/Madrid")).toBe("01/07/2026 23:05:09");
    expect(formatDateTime(new Date("2026-12-31T23:30:00Z"), "Europe/Madrid")).toBe("01/01/2027 00:30:00");
  });

  test("an instant reads on the shelter's clock whatever the reader's zone", () => {
    // The same instant in two shelters: at most one of them can be this process's own zone.
    const instant = new Date("2026-03-29T00:30:00Z");
    expect(formatDateTimeMinutes(instant, "Europe/Madrid")).toBe("29/03/2026 01:30");
    expect(formatDateTimeMinutes(instant, "America/Bogota")).toBe("28/03/2026 19:30");
    expect(formatDateTimeMinutes(new Date("2026-03-29T01:00:00Z"), "Europe/Madrid")).toBe("29/03/2026 03:00");
  });
});

import { describe, expect, test, vi } from "vitest";
import { dateOfDay, dayOf, dayRangeInstants, formatDateTime, formatDateTimeMinutes, formatDay, parseDay, todayIn } from "./shelterClock.ts";

describe("shelter days and clock", () => {
  test("parseDay accepts real days only", () => {
    for (const good of ["2026-11-22", "2028-02-29", "2000-02-29", "2026-04-30", "2026-12-31", "0999-01-01"]) expect(parseDay(good)?.toString()).toBe(good);
    // 29/02 of non-leap years (1900 and 2100 are not leap years), 31/04, impossible months and days.
    for (const impossible of ["2026-02-29", "1900-02-29", "2100-02-29", "2026-04-31", "2026-02-30", "2026-13-01", "2026-00-10", "2026-01-00", "2026-01-32"]) {
      expect(parseDay(impossible), impossible).toBeNull();
    }
    // Only 'yyyy-MM-dd': no other order, separator, width, time or padding.
    for (const malformed of [
      "22/11/2026",
      "2026/11/22",
      "2026-1-2",
      "26-11-22",
      "20261122",
      "2026-11-22T00:00",
      " 2026-11-22",
      "2026-11-22 ",
      "+2026-11-22",
      "",
    ]) {
      expect(parseDay(malformed), malformed).toBeNull();
    }
  });

  test("formatDay writes dd/MM/yyyy of a day or its text, zero-padded", () => {
    expect(formatDay("2028-02-29")).toBe("29/02/2028");
    expect(formatDay("2026-12-31")).toBe("31/12/2026");
    expect(formatDay(parseDay("0099-03-04")!)).toBe("04/03/0099");
  });

  test("a @db.Date day goes to its column and back unchanged, whatever the process's zone", () => {
    expect(dateOfDay("2026-03-29").toISOString()).toBe("2026-03-29T00:00:00.000Z");
    expect(dayOf(dateOfDay("2028-02-29"))).toBe("2028-02-29");
    for (const day of ["2026-01-01", "2026-12-31", "1000-01-09", "9999-10-10", "0999-12-31", "0001-01-01"]) expect(dayOf(dateOfDay(day))).toBe(day);
    expect(dayOf(new Date("2026-03-29T23:59:59.999Z"))).toBe("2026-03-29");
    // A year of five digits is written as toISOString() writes it.
    const farAhead = new Date(Date.UTC(12026, 0, 2));
    expect(dayOf(farAhead)).toBe(farAhead.toISOString().slice(0, 10));
    expect(() => dayOf(new Date("no"))).toThrow(RangeError);
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
    expect(formatDateTime(new Date("2028-02-29T08:07:06Z"), "UTC")).toBe("29/02/2028 08:07:06");
    expect(formatDateTimeMinutes(new Date("2028-02-29T08:07:06Z"), "UTC")).toBe("29/02/2028 08:07");
  });

  test("an instant reads on the shelter's clock whatever the reader's zone", () => {
    // The same instant in two shelters: at most one of them can be this process's own zone.
    const instant = new Date("2026-03-29T00:30:00Z");
    expect(formatDateTimeMinutes(instant, "Europe/Madrid")).toBe("29/03/2026 01:30");
    expect(formatDateTimeMinutes(instant, "America/Bogota")).toBe("28/03/2026 19:30");
    expect(formatDateTimeMinutes(new Date("2026-03-29T01:00:00Z"), "Europe/Madrid")).toBe("29/03/2026 03:00");
  });

  test("todayIn turns at the shelter's midnight, and back when the clock goes back", () => {
    vi.useFakeTimers();
    try {
      const at = (instant: string) => {
        vi.setSystemTime(new Date(instant));
        return [todayIn("Europe/Madrid").toString(), todayIn("America/Bogota").toString()];
      };
      expect(at("2026-03-28T22:59:59.999Z")).toEqual(["2026-03-28", "2026-03-28"]);
      expect(at("2026-03-28T23:00:00.000Z")).toEqual(["2026-03-29", "2026-03-28"]);
      expect(at("2026-03-29T04:59:59.999Z")).toEqual(["2026-03-29", "2026-03-28"]);
      expect(at("2026-03-29T05:00:00.000Z")).toEqual(["2026-03-29", "2026-03-29"]);
      expect(at("2026-03-28T12:00:00.000Z")).toEqual(["2026-03-28", "2026-03-28"]);
    } finally {
      vi.useRealTimers();
    }
  });
});

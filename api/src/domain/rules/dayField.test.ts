import { expect, test } from "vitest";
import { optionalDay } from "./dayField.ts";
import { INVALID_DAY } from "./shelterClock.ts";

test("optionalDay: blank is null, a real day is kept, anything else is INVALID_DAY", () => {
  expect(optionalDay.parse(undefined)).toBeNull();
  expect(optionalDay.parse(null)).toBeNull();
  expect(optionalDay.parse("  ")).toBeNull();
  expect(optionalDay.parse(" 2028-02-29 ")).toBe("2028-02-29");
  for (const bad of ["2026-02-29", "2026-04-31", "29/02/2028", 20260101, true]) {
    expect(
      optionalDay.safeParse(bad).error?.issues.map((issue) => issue.message),
      String(bad),
    ).toEqual([INVALID_DAY]);
  }
});

import { expect, test } from "vitest";
import { currentPeriod, isTimeOfDay, nextPeriodStart } from "./jobPeriod.ts";

test("a period is the shelter's day from the job's time to the same time the next day", () => {
  // 03:00 in Madrid (UTC+1 in winter) is 02:00 UTC.
  expect(currentPeriod(new Date("2026-11-27T01:59:59Z"), "03:00", "Europe/Madrid").toString()).toBe("2026-11-26");
  expect(currentPeriod(new Date("2026-11-27T02:00:00Z"), "03:00", "Europe/Madrid").toString()).toBe("2026-11-27");
  expect(nextPeriodStart(new Date("2026-11-27T01:59:59Z"), "03:00", "Europe/Madrid")).toEqual(new Date("2026-11-27T02:00:00Z"));
  expect(nextPeriodStart(new Date("2026-11-27T02:00:00Z"), "03:00", "Europe/Madrid")).toEqual(new Date("2026-11-28T02:00:00Z"));
});

test("on the shelter's clock, not the server's: the Canaries are an hour behind Madrid", () => {
  const now = new Date("2026-11-27T02:30:00Z");
  expect(currentPeriod(now, "03:00", "Europe/Madrid").toString()).toBe("2026-11-27");
  expect(currentPeriod(now, "03:00", "Atlantic/Canary").toString()).toBe("2026-11-26");
  expect(nextPeriodStart(now, "03:00", "Atlantic/Canary")).toEqual(new Date("2026-11-27T03:00:00Z"));
});

test("summer time: a skipped time moves on by the hour, and the day after keeps its time", () => {
  // 29/03/2026 in Madrid: 02:00 becomes 03:00, so 02:30 does not exist that day.
  expect(nextPeriodStart(new Date("2026-03-28T12:00:00Z"), "02:30", "Europe/Madrid")).toEqual(new Date("2026-03-29T01:30:00Z"));
  expect(nextPeriodStart(new Date("2026-03-29T12:00:00Z"), "02:30", "Europe/Madrid")).toEqual(new Date("2026-03-30T00:30:00Z"));
});

test("times are HH:mm on a 24-hour clock", () => {
  expect(["00:00", "03:00", "23:59"].every(isTimeOfDay)).toBe(true);
  expect(["3:00", "24:00", "03:60", "03:00:00", ""].some(isTimeOfDay)).toBe(false);
});

import { expect, test } from "vitest";
import { countersIn } from "../../db/counters.ts";
import { AppError } from "../errors.ts";
import { assertLoginAllowed, createLoginThrottle, delayAfter, MAX_DELAY_SECONDS, MAX_FAILURES_PER_CLIENT, recordFailedLogin } from "./loginThrottle.ts";

test("delays start after five failures, double each time and stop at fifteen minutes", () => {
  expect([0, 4, 5, 6, 7, 10].map(delayAfter)).toEqual([0, 0, 2, 4, 8, 64]);
  expect(delayAfter(40)).toBe(MAX_DELAY_SECONDS);
});

test("one client trying many usernames runs out of its own budget; other clients do not", async () => {
  const throttle = createLoginThrottle(countersIn({}));
  for (let i = 0; i < MAX_FAILURES_PER_CLIENT; i++) await recordFailedLogin(throttle, { username: `usuario${i}`, client: "203.0.113.9" });
  const refused = await assertLoginAllowed(throttle, { username: "otro", client: "203.0.113.9" }).catch((error) => error);
  expect(refused).toBeInstanceOf(AppError);
  expect(refused.code).toBe("RATE_LIMITED");
  await expect(assertLoginAllowed(throttle, { username: "otro", client: "198.51.100.1" })).resolves.toBeUndefined();
});

import { expect, test } from "vitest";
import { domainWorldForSuite } from "../../../tests/helpers/domainDeps.ts";
import { expiredCounters } from "./expiredCounters.ts";

const world = domainWorldForSuite(1);

test("the daily clean-up removes counters whose window has ended and keeps the running ones", async () => {
  const now = Date.now();
  await world.deps.db.contador.createMany({
    data: [
      { key: "fallos:ana|203.0.113.9", points: 3, expire: BigInt(now - 60_000) },
      { key: "cliente:203.0.113.9", points: 3, expire: BigInt(now + 3_600_000) },
    ],
  });
  await expiredCounters.run({ deps: world.deps, period: "2026-11-27", signal: new AbortController().signal });
  expect(await world.deps.db.contador.findMany({ select: { key: true } })).toEqual([{ key: "cliente:203.0.113.9" }]);
});

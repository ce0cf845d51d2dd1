import { describe, expect, test } from "vitest";
import { domainWorldForSuite } from "../../../../tests/helpers/domainDeps.ts";
import { forgetLookups, lookupRow, lookups } from "./lookups.ts";

describe("the lookups kept in memory", () => {
  const world = domainWorldForSuite(2);

  test("a row is named at once, without a promise, once the lists are held; forgetting them reads them again", async () => {
    forgetLookups(world.deps.db);
    const first = lookupRow(world.deps, "destinos", 6);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual({ id: 6, destino: "En refugio" });

    const held = lookupRow(world.deps, "destinos", 6);
    expect(held).not.toBeInstanceOf(Promise);
    expect(held).toEqual({ id: 6, destino: "En refugio" });
    expect(lookupRow(world.deps, "tallas", null)).toBeNull();
    expect(lookupRow(world.deps, "tallas", 999)).toBeNull();

    forgetLookups(world.deps.db);
    expect(lookupRow(world.deps, "destinos", 6)).toBeInstanceOf(Promise);
    await lookups(world.deps);
    expect(lookupRow(world.deps, "destinos", 6)).toEqual({ id: 6, destino: "En refugio" });
  });
});

import { afterAll, beforeAll } from "vitest";

/**
 * A resource the enclosing describe block shares: `open` runs before its tests and `close` after
 * them. The answer stands for the resource: each member read reaches the opened one, so a suite
 * writes `const t = testAppForSuite();` and uses `t` inside its hooks and tests; a `beforeAll`
 * declared after the call already finds it open.
 */
export function forSuite<T extends { close(): Promise<unknown> }>(open: () => Promise<T>): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(() => current?.close());
  return new Proxy({} as T, {
    get(_target, member) {
      if (!current) throw new Error(`${String(member)}: the suite's resource opens in its beforeAll; use it inside hooks and tests`);
      const value: unknown = Reflect.get(current, member);
      return typeof value === "function" ? value.bind(current) : value;
    },
  });
}

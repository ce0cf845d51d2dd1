import { RateLimiterMemory } from "rate-limiter-flexible";
import { describe, expect, test } from "vitest";
import { RESERVATIONS_KEPT, reservedPoints, routeLimitStore } from "./counters.ts";

/** Two instances' stores over one shared counter, as two servers over one `contadores` table. */
function twoInstances() {
  let shared: RateLimiterMemory | undefined;
  const counters = (options: { keyPrefix: string; points: number; duration: number }) => (shared ??= new RateLimiterMemory(options));
  const Store = routeLimitStore(counters);
  const route = { routeInfo: { method: "POST", url: "/graphql" } };
  return [new Store({}).child(route), new Store({}).child(route)] as const;
}

const spend = (store: ReturnType<typeof twoInstances>[number], client = "127.0.0.1", max = 600) =>
  new Promise<number>((resolve, reject) => store.incr(client, (error, result) => (error ? reject(error) : resolve(result!.current)), 60_000, max));

describe("route limits reserved from the shared counter", () => {
  test("a fiftieth of the budget at a time, one for small budgets", () => {
    expect([reservedPoints(600), reservedPoints(120), reservedPoints(99), reservedPoints(10)]).toEqual([12, 2, 1, 1]);
  });

  test("two instances together admit the budget and not one request more", async () => {
    const [a, b] = twoInstances();
    const admitted: number[] = [];
    for (let i = 0; i < 600; i++) admitted.push(await spend(i % 2 ? b : a));
    expect(Math.max(...admitted)).toBe(600);
    expect(await spend(a)).toBeGreaterThan(600);
    expect(await spend(b)).toBeGreaterThan(600);
    // Another client has a budget of its own.
    expect(await spend(a, "127.0.0.2")).toBe(1);
  });

  test("a client's concurrent requests each spend one point of one reservation", async () => {
    const [a] = twoInstances();
    const currents = await Promise.all(Array.from({ length: 30 }, () => spend(a)));
    expect([...currents].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });

  test("an instance keeps the reservations of its latest clients only; a dropped one's unspent points go back to the client's budget", async () => {
    let reservationsTaken = 0;
    const shared = new RateLimiterMemory({ keyPrefix: "ruta", points: 600, duration: 60 });
    const penalty = shared.penalty.bind(shared);
    shared.penalty = (key, points) => {
      reservationsTaken++;
      return penalty(key, points);
    };
    const a = new (routeLimitStore(() => shared))({}).child({ routeInfo: { method: "POST", url: "/graphql" } });
    expect(await spend(a, "10.0.0.0")).toBe(1);
    expect(await spend(a, "10.0.0.0")).toBe(2);
    for (let i = 1; i <= RESERVATIONS_KEPT; i++) await spend(a, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);
    expect(reservationsTaken).toBe(RESERVATIONS_KEPT + 1);
    // Its reservation was dropped, so its next request takes a new one, and counts on from where it was.
    expect(await spend(a, "10.0.0.0")).toBe(3);
    expect(reservationsTaken).toBe(RESERVATIONS_KEPT + 2);
  });
});

/**
 * Where throttle and rate-limit counters live (rate-limiter-flexible): on PostgreSQL in the
 * `contadores` table, one row per key, so every instance on the server spends one budget; on
 * PGlite in the process's memory, since one process owns a PGlite folder. The login throttle
 * (domain/auth/loginThrottle.ts) and the routes' request limits (@fastify/rate-limit, through
 * `routeLimitStore`) both count here.
 */
import { LRUCache } from "lru-cache";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from "rate-limiter-flexible";
import type { Database } from "./client.ts";

/** A budget: `points` per `duration` seconds for each key, its rows named `keyPrefix:<key>`. */
export type CounterOptions = { keyPrefix: string; points: number; duration: number };

export type Counters = (options: CounterOptions) => RateLimiterAbstract;

export function countersIn(database: Pick<Database, "pool">): Counters {
  const { pool } = database;
  if (!pool) return (options) => new RateLimiterMemory(options);
  return (options) =>
    new RateLimiterPostgres({
      ...options,
      storeClient: pool,
      storeType: "pool",
      tableName: "contadores",
      // Created by the migrations; expired rows are removed by a scheduled job (jobs/expiredCounters.ts)
      // rather than by a timer in each limiter that would outlive the app.
      tableCreated: true,
      clearExpiredByTimeout: false,
    });
}

/** What @fastify/rate-limit gives a store at run time: its global settings, then each limited route's (`child`). */
type LimitSettings = { routeInfo?: { method: string | string[]; url: string } };
type Increment = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * How many points of a route's budget one instance takes from the shared counter at once: a fiftieth
 * of it (1 for small budgets, so they count request by request). The GraphQL endpoint's 600 a
 * minute then costs one statement every 12 requests instead of one each (issue 25), and the
 * instances together never pass the budget: unspent points only refuse a little early.
 */
export const reservedPoints = (max: number) => Math.max(1, Math.floor(max / 50));

/** Points one instance took from a client's shared counter until the window ends. */
type Reservation = { taken: number; spent: number; consumedShared: number; endsAt: number };

/**
 * Clients whose reservations one instance keeps, the least recently seen dropped first, so memory
 * stays bounded whatever the number of addresses. A dropped reservation gives its unspent points
 * back to the shared counter: that client's budget stays exact, at two statements instead of one.
 */
export const RESERVATIONS_KEPT = 10_000;

/**
 * A @fastify/rate-limit store (its `store` option) counting in `counters`: each route with a limit
 * gets a budget of its own, keyed by the client's address, spent from points reserved in the
 * shared counter (reservedPoints).
 */
export function routeLimitStore(counters: Counters) {
  return class RouteLimitStore {
    private readonly route: string;
    private limiter: RateLimiterAbstract | undefined;
    private readonly reservations = new LRUCache<string, Reservation>({
      max: RESERVATIONS_KEPT,
      dispose: (reservation, key, reason) => {
        const unspent = reservation.taken - reservation.spent;
        // A give-back that fails only refuses that client a little early, as before it existed.
        if (reason === "evict" && unspent > 0 && reservation.endsAt > Date.now()) void this.limiter?.reward(key, unspent).catch(() => {});
      },
    });
    /** Reservations under way: a client's concurrent requests wait for it rather than take more. */
    private readonly reserving = new Map<string, Promise<void>>();

    constructor(settings: object) {
      const { routeInfo } = settings as LimitSettings;
      this.route = routeInfo ? `${[routeInfo.method].flat().join(",")} ${routeInfo.url}` : "todas";
    }

    child(settings: object) {
      return new RouteLimitStore(settings);
    }

    incr(key: string, done: Increment, timeWindow: number, max: number) {
      this.spend(key, timeWindow, max).then(
        (result) => done(null, result),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    private async spend(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
      for (;;) {
        const now = Date.now();
        const reservation = this.reservations.get(key);
        if (reservation && reservation.endsAt > now && reservation.spent < reservation.taken) {
          reservation.spent++;
          return { current: reservation.consumedShared - reservation.taken + reservation.spent, ttl: reservation.endsAt - now };
        }
        const pending = this.reserving.get(key);
        if (pending) {
          await pending;
          continue;
        }
        const reserved = this.reserve(key, timeWindow, max).finally(() => this.reserving.delete(key));
        this.reserving.set(key, reserved);
        await reserved;
      }
    }

    private async reserve(key: string, timeWindow: number, max: number): Promise<void> {
      this.limiter ??= counters({ keyPrefix: `ruta ${this.route}`, points: max, duration: Math.ceil(timeWindow / 1000) });
      const taken = reservedPoints(max);
      const result = await this.limiter.penalty(key, taken);
      this.reservations.set(key, { taken, spent: 0, consumedShared: result.consumedPoints, endsAt: Date.now() + result.msBeforeNext });
    }
  };
}

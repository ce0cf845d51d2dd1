/**
 * Where throttle and rate-limit counters live (rate-limiter-flexible): on PostgreSQL in the
 * `contadores` table, one row per key, so every instance on the server spends one budget; on
 * PGlite in the process's memory, since one process owns a PGlite folder. The login throttle
 * (domain/auth/loginThrottle.ts) and the routes' request limits (@fastify/rate-limit, through
 * `routeLimitStore`) both count here.
 */
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
 * A @fastify/rate-limit store (its `store` option) counting in `counters`: each route with a limit
 * gets a budget of its own, keyed by the client's address.
 */
export function routeLimitStore(counters: Counters) {
  return class RouteLimitStore {
    private readonly route: string;
    private limiter: RateLimiterAbstract | undefined;

    constructor(settings: object) {
      const { routeInfo } = settings as LimitSettings;
      this.route = routeInfo ? `${[routeInfo.method].flat().join(",")} ${routeInfo.url}` : "todas";
    }

    child(settings: object) {
      return new RouteLimitStore(settings);
    }

    incr(key: string, done: Increment, timeWindow: number, max: number) {
      this.limiter ??= counters({ keyPrefix: `ruta ${this.route}`, points: max, duration: Math.ceil(timeWindow / 1000) });
      this.limiter.penalty(key).then(
        (result) => done(null, { current: result.consumedPoints, ttl: result.msBeforeNext }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }
  };
}

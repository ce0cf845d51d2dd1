/**
 * Removes throttle and rate-limit counters whose window has ended (db/counters.ts): on PostgreSQL
 * each client address and username tried leaves a row, reused while its window lasts. On PGlite
 * the counters live in memory and the table stays empty.
 */
import type { ScheduledJob } from "./scheduledJob.ts";

export const expiredCounters: ScheduledJob = {
  name: "contadores-caducados",
  at: "04:30",
  run: async ({ deps }) => {
    await deps.db.contador.deleteMany({ where: { expire: { lt: BigInt(Date.now()) } } });
  },
};

/**
 * PGlite runs PostgreSQL as one standalone backend, which has no autovacuum: rows deleted or
 * replaced are never reclaimed and the planner's statistics are never gathered, so the tables of
 * a shelter on the embedded database grow and its searches keep plans made for an empty one. Each
 * night this does what a PostgreSQL server's autovacuum does there on its own. Every table, since
 * PGlite keeps no count of dead rows from one start to the next; one at a time, since PGlite's
 * work holds the server's one thread, which answers other requests between two tables.
 */
import { performance } from "node:perf_hooks";
import { setImmediate } from "node:timers/promises";
import type { ScheduledJob } from "./scheduledJob.ts";

export const pgliteVacuum: ScheduledJob = {
  name: "vacuum-pglite",
  at: "04:45",
  run: async ({ deps, signal, note }) => {
    const started = performance.now();
    const tables = await deps.db.$queryRawUnsafe<{ name: string }[]>("SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
    for (const { name } of tables) {
      if (signal.aborted) return;
      await deps.db.$executeRawUnsafe(`VACUUM (ANALYZE) "${name}"`);
      // Requests that came in meanwhile reach the database before the next table.
      await setImmediate();
    }
    note?.(`${tables.length} tablas en ${((performance.now() - started) / 1000).toFixed(1)} s`);
  },
};

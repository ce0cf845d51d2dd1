import { describe, expect, test } from "vitest";
import { domainWorldForSuite } from "../../../tests/helpers/domainDeps.ts";
import { appJobs } from "./appJobs.ts";
import { pgliteVacuum } from "./pgliteVacuum.ts";

const world = domainWorldForSuite(1);

type TableStats = { dead: number; vacuumed: boolean; analyzed: boolean };

/** The table's cumulative statistics, those of the statements before included (the backend reports them about once a second). */
const statsOf = async (table: string): Promise<TableStats> => {
  await world.deps.db.$executeRawUnsafe("SELECT pg_stat_force_next_flush()");
  const [row] = await world.deps.db.$queryRawUnsafe<TableStats[]>(
    `SELECT n_dead_tup::int AS dead, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed FROM pg_stat_user_tables WHERE relname = $1`,
    table,
  );
  return row!;
};

test("the nightly job reclaims deleted rows and gathers the planner's statistics of every table, which PGlite never does by itself", async () => {
  const expire = BigInt(Date.now() - 60_000);
  await world.deps.db.contador.createMany({ data: Array.from({ length: 500 }, (_, i) => ({ key: `cliente:${i}`, points: 1, expire })) });
  await world.deps.db.contador.deleteMany({});
  expect(await statsOf("contadores")).toEqual({ dead: 500, vacuumed: false, analyzed: false });

  const notes: string[] = [];
  await pgliteVacuum.run({ deps: world.deps, period: "2026-11-29", signal: new AbortController().signal, note: (text) => notes.push(text) });

  expect(await statsOf("contadores")).toEqual({ dead: 0, vacuumed: true, analyzed: true });
  expect(await statsOf("animales")).toMatchObject({ vacuumed: true, analyzed: true });
  const [count] = await world.deps.db.$queryRawUnsafe<{ tables: number }[]>("SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'");
  expect(notes).toEqual([expect.stringMatching(new RegExp(`^${count!.tables} tablas en \\d+\\.\\d s$`))]);
});

describe("which databases get it", () => {
  const config = { backupHour: null, healthReminderHour: null };
  test("the embedded PGlite, which has no autovacuum", () => {
    expect(appJobs(config, "pglite").map((job) => job.name)).toContain("vacuum-pglite");
  });
  test("not a PostgreSQL server, whose autovacuum does it", () => {
    expect(appJobs(config, "postgres").map((job) => job.name)).not.toContain("vacuum-pglite");
  });
});

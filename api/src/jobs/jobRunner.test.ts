import { describe, expect, test } from "vitest";
import { domainWorldForSuite } from "../../../tests/helpers/domainDeps.ts";
import { type JobRunner, startJobRunner } from "./jobRunner.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

/** A clock standing at `instant` and moving on from there. */
const clockAt = (instant: string) => {
  const offset = new Date(instant).getTime() - Date.now();
  return () => new Date(Date.now() + offset);
};

describe("scheduled jobs run once per period, on the shelter's clock (Europe/Madrid)", () => {
  const world = domainWorldForSuite(1);
  const errors: string[] = [];
  const log = { info: () => {}, warn: () => {}, error: (_: unknown, message: string) => void errors.push(message) };

  /** Starts a runner as an instance starting at `instant` would, and stops it once its start-up round is done. */
  async function startAndStop(jobs: ScheduledJob[], instant: string): Promise<void> {
    const runner = startJobRunner({ jobs, database: world.database, deps: world.deps, log, now: clockAt(instant) });
    await runner.idle();
    await runner.stop();
  }

  const lastRun = (name: string) => world.deps.db.tareaProgramada.findUniqueOrThrow({ where: { nombre: name } });

  test("a due period runs at start; a later start in the same period does not run it again", async () => {
    const periods: string[] = [];
    const job: ScheduledJob = { name: "resumen", at: "03:00", run: async ({ period }) => void periods.push(period) };
    await startAndStop([job], "2026-11-27T10:00:00Z");
    await startAndStop([job], "2026-11-27T22:59:00Z");
    expect(periods).toEqual(["2026-11-27"]);
    expect(await lastRun("resumen")).toMatchObject({ ultimoPeriodo: new Date("2026-11-27T00:00:00Z"), error: null, terminada: expect.any(Date) });
  });

  test("a period missed while no instance ran runs at the next start, once however many were missed", async () => {
    const periods: string[] = [];
    const job: ScheduledJob = { name: "copia", at: "03:00", run: async ({ period }) => void periods.push(period) };
    await startAndStop([job], "2026-11-20T10:00:00Z");
    // 02:00 in Madrid on 29/11: the period of 28/11 (from 03:00) is not over, and it never ran.
    await startAndStop([job], "2026-11-29T01:00:00Z");
    await startAndStop([job], "2026-12-05T10:00:00Z");
    expect(periods).toEqual(["2026-11-20", "2026-11-28", "2026-12-05"]);
  });

  test("a failed run keeps its error and is not repeated in its period", async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: "falla",
      at: "00:00",
      run: async () => {
        runs++;
        throw new Error("El disco está lleno");
      },
    };
    await startAndStop([job], "2026-11-27T10:00:00Z");
    await startAndStop([job], "2026-11-27T11:00:00Z");
    expect(runs).toBe(1);
    expect(await lastRun("falla")).toMatchObject({ ultimoPeriodo: new Date("2026-11-27T00:00:00Z"), error: "El disco está lleno" });
    expect(errors).toContain("Tarea programada «falla» del 27/11/2026: falló");
  });

  test("stop() aborts a running job and waits for it; its period runs at the next start", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const ended: string[] = [];
    const job: ScheduledJob = {
      name: "larga",
      at: "03:00",
      run: ({ signal }) =>
        new Promise((_resolve, reject) => {
          started();
          signal.addEventListener("abort", () => {
            ended.push("interrumpida");
            reject(signal.reason);
          });
        }),
    };
    const runner = startJobRunner({ jobs: [job], database: world.database, deps: world.deps, log, now: clockAt("2026-11-27T10:00:00Z") });
    await running;
    await runner.stop();
    expect(ended).toEqual(["interrumpida"]);
    expect(await lastRun("larga")).toMatchObject({ ultimoPeriodo: null, terminada: null });

    const periods: string[] = [];
    await startAndStop([{ ...job, run: async ({ period }) => void periods.push(period) }], "2026-11-27T11:00:00Z");
    expect(periods).toEqual(["2026-11-27"]);
  });

  test("the timer wakes the runner when the next period starts, and stop() clears it", async () => {
    const periods: string[] = [];
    let secondPeriod!: () => void;
    const woken = new Promise<void>((resolve) => (secondPeriod = resolve));
    const job: ScheduledJob = {
      name: "diaria",
      at: "03:00",
      run: async ({ period }) => {
        periods.push(period);
        if (periods.length === 2) secondPeriod();
      },
    };
    // 02:59:59.7 in Madrid: the period of 26/11 runs at once, the one of 27/11 starts 0.3 s later.
    const runner = startJobRunner({ jobs: [job], database: world.database, deps: world.deps, log, now: clockAt("2026-11-27T01:59:59.700Z") });
    await woken;
    await runner.stop();
    expect(periods).toEqual(["2026-11-26", "2026-11-27"]);

    const afterStop: string[] = [];
    const other: ScheduledJob = { name: "detenida", at: "03:00", run: async ({ period }) => void afterStop.push(period) };
    const stopped: JobRunner = startJobRunner({ jobs: [other], database: world.database, deps: world.deps, log, now: clockAt("2026-11-28T01:59:59.700Z") });
    await stopped.idle();
    await stopped.stop();
    // Past the moment the next period started: a timer left behind would have run it.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(afterStop).toEqual(["2026-11-27"]);
  });

  test("a period that starts while the round still runs is run right after it, not a day later", async () => {
    const periods: string[] = [];
    let secondPeriod!: () => void;
    const both = new Promise<void>((resolve) => (secondPeriod = resolve));
    const job: ScheduledJob = {
      name: "lenta",
      at: "03:00",
      run: async ({ period }) => {
        periods.push(period);
        // The first run ends after 03:00, when the period of 27/11 has begun.
        if (periods.length === 1) await new Promise((resolve) => setTimeout(resolve, 500));
        else secondPeriod();
      },
    };
    const runner = startJobRunner({ jobs: [job], database: world.database, deps: world.deps, log, now: clockAt("2026-11-27T01:59:59.800Z") });
    await both;
    await runner.stop();
    expect(periods).toEqual(["2026-11-26", "2026-11-27"]);
  });

  test("a job's time must be HH:mm and its name unique", () => {
    const job: ScheduledJob = { name: "doble", at: "03:00", run: async () => {} };
    const start = (jobs: ScheduledJob[]) => () => startJobRunner({ jobs, database: world.database, deps: world.deps, log });
    expect(start([{ ...job, at: "3:00" }])).toThrow("La tarea programada «doble» tiene una hora no válida: «3:00» (HH:mm)");
    expect(start([job, job])).toThrow("Hay dos tareas programadas llamadas «doble»");
  });
});

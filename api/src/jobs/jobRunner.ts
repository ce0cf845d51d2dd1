/**
 * Runs scheduled jobs (scheduledJob.ts) once per period across every instance on the database.
 * At start each job whose current period has not run yet runs, so a period missed while no
 * instance was up runs at the next start (once: a week away gives one run, not seven); then a
 * timer wakes the runner when the next period starts.
 *
 * Once per period: each job's run holds its advisory lock on PostgreSQL (db/advisoryLock.ts), and
 * under it reads and writes its row of `tareas_programadas` (the last period that ran). An instance
 * that finds the lock taken skips the job; one that takes it after another finished finds the
 * period done. A PGlite folder has one process, and this runner runs one job at a time. A run cut
 * off by a crash leaves its period undone (the lock dies with the connection), so the next start
 * runs it.
 *
 * The timer never keeps the process alive, and stop() clears it, aborts a running job's signal
 * and waits for the job to end.
 */
import type { Database } from "../db/client.ts";
import { ifAdvisoryLockFree } from "../db/advisoryLock.ts";
import type { Deps } from "../domain/deps.ts";
import { formatDay } from "../domain/rules/shelterClock.ts";
import { currentPeriod, isTimeOfDay, nextPeriodStart } from "./jobPeriod.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

/** setTimeout's longest delay; a longer wait is taken in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

type Log = { info(message: string): void; warn(message: string): void; error(object: { err: unknown }, message: string): void };

export type JobRunnerOptions = {
  jobs: readonly ScheduledJob[];
  database: Pick<Database, "prisma" | "pool">;
  deps: Deps;
  log: Log;
  /** The clock; tests set it to a chosen day. */
  now?: () => Date;
};

export type JobRunner = {
  /** Resolves once the jobs due now have run: the start's round, or the one the timer began. */
  idle(): Promise<void>;
  /** Stops the timer, aborts a running job and resolves once it has ended. */
  stop(): Promise<void>;
};

export function startJobRunner({ jobs, database, deps, log, now = () => new Date() }: JobRunnerOptions): JobRunner {
  checkDeclarations(jobs);
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void>;
  let roundStarted = now();

  const runDueJobs = async () => {
    for (const job of jobs) {
      if (stopping.signal.aborted) return;
      await runIfDue(job, { database, deps, log, now, signal: stopping.signal });
    }
  };
  const wake = () => {
    if (stopping.signal.aborted) return;
    roundStarted = now();
    round = runDueJobs().finally(arm);
  };
  // From the round's start, not its end: a period that began while the round ran is due at once.
  const arm = () => {
    if (stopping.signal.aborted || jobs.length === 0) return;
    const next = Math.min(...jobs.map((job) => nextPeriodStart(roundStarted, job.at, deps.timeZone).getTime()));
    timer = setTimeout(wake, Math.min(Math.max(0, next - now().getTime()), MAX_TIMER_MS));
    timer.unref();
  };

  round = runDueJobs().finally(arm);
  return {
    idle: () => round,
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await round;
    },
  };
}

function checkDeclarations(jobs: readonly ScheduledJob[]): void {
  const names = new Set<string>();
  for (const job of jobs) {
    if (!isTimeOfDay(job.at)) throw new Error(`La tarea programada «${job.name}» tiene una hora no válida: «${job.at}» (HH:mm)`);
    if (names.has(job.name)) throw new Error(`Hay dos tareas programadas llamadas «${job.name}»`);
    names.add(job.name);
  }
}

type RunContext = { database: JobRunnerOptions["database"]; deps: Deps; log: Log; now: () => Date; signal: AbortSignal };

/** Runs the job for its current period unless that period already ran here or elsewhere. */
async function runIfDue(job: ScheduledJob, { database, deps, log, now, signal }: RunContext): Promise<void> {
  const period = currentPeriod(now(), job.at, deps.timeZone);
  const periodDate = new Date(`${period.toString()}T00:00:00Z`);
  const title = `Tarea programada «${job.name}» del ${formatDay(period)}`;
  const db = database.prisma;
  const periodDone = async () => {
    const last = await db.tareaProgramada.findUnique({ where: { nombre: job.name }, select: { ultimoPeriodo: true } });
    return !!last?.ultimoPeriodo && last.ultimoPeriodo >= periodDate;
  };
  try {
    // Read before the lock too: a period already done takes no lock, so an instance checking it at
    // the same moment does not read as one running it.
    if (await periodDone()) return;
    const ran = await exclusively(database, `tarea ${job.name}`, async () => {
      if (await periodDone()) return;
      const started = { empezada: now(), terminada: null, error: null };
      await db.tareaProgramada.upsert({ where: { nombre: job.name }, create: { nombre: job.name, ...started }, update: started });
      let error: string | null = null;
      let summary = "";
      try {
        await job.run({
          deps,
          period: period.toString(),
          signal,
          note: (text) => {
            summary = text;
          },
        });
      } catch (failure) {
        if (signal.aborted) return log.warn(`${title}: interrumpida al cerrar; se hará en el próximo arranque`);
        log.error({ err: failure }, `${title}: falló`);
        error = failure instanceof Error ? failure.message : String(failure);
      }
      await db.tareaProgramada.update({ where: { nombre: job.name }, data: { ultimoPeriodo: periodDate, terminada: now(), error } });
      if (!error) log.info(`${title}: hecha${summary ? ` (${summary})` : ""}`);
    });
    if (!ran) log.info(`${title}: la está haciendo otra instancia`);
  } catch (failure) {
    log.error({ err: failure }, `${title}: no se pudo comprobar ni anotar en la base de datos`);
  }
}

/**
 * On PostgreSQL the job's advisory lock keeps other instances out (false: another holds it); a
 * PGlite folder has one process.
 */
async function exclusively(database: JobRunnerOptions["database"], lock: string, work: () => Promise<void>): Promise<boolean> {
  if (database.pool) return ifAdvisoryLockFree(database.pool, lock, work);
  await work();
  return true;
}

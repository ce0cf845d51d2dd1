/** What a scheduled job is: see jobRunner.ts for how it runs, and appJobs.ts for the app's list. */
import type { Deps } from "../domain/deps.ts";

export type ScheduledJob = {
  /** Unique and stable: its row in `tareas_programadas` and its lock are named after it. */
  name: string;
  /** Its daily time on the shelter's clock (TIME_ZONE), "HH:mm": each period starts then. */
  at: string;
  /**
   * The work of one period. A throw is recorded as that period's error (not retried); a run the
   * app's close interrupts (`signal`) leaves its period to the next start.
   */
  run(context: JobContext): Promise<void>;
};

export type JobContext = {
  deps: Deps;
  /** The shelter's day whose period this is, yyyy-MM-dd. */
  period: string;
  /** Aborted when the app closes: a long job stops at its next chance. */
  signal: AbortSignal;
  /** What the run did, in a few words, logged with it ('hecha (…)'). */
  note?(summary: string): void;
};

/** The app's scheduled jobs (scheduledJob.ts), run by jobRunner.ts while the server listens. */
import type { Config } from "../config.ts";
import type { Database } from "../db/client.ts";
import { expiredCounters } from "./expiredCounters.ts";
import { healthReminder } from "./healthReminder.ts";
import { pgliteVacuum } from "./pgliteVacuum.ts";
import { scheduledBackup } from "./scheduledBackup.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

/** `engine`: the database the app opened; a PostgreSQL server vacuums itself. */
export function appJobs(config: Pick<Config, "backupHour" | "healthReminderHour">, engine: Database["kind"]): readonly ScheduledJob[] {
  return [
    expiredCounters,
    ...(engine === "pglite" ? [pgliteVacuum] : []),
    ...(config.backupHour ? [scheduledBackup(config.backupHour)] : []),
    ...(config.healthReminderHour ? [healthReminder(config.healthReminderHour)] : []),
  ];
}

/** The app's scheduled jobs (scheduledJob.ts), run by jobRunner.ts while the server listens. */
import type { Config } from "../config.ts";
import { expiredCounters } from "./expiredCounters.ts";
import { healthReminder } from "./healthReminder.ts";
import { scheduledBackup } from "./scheduledBackup.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

export function appJobs(config: Pick<Config, "backupHour" | "healthReminderHour">): readonly ScheduledJob[] {
  return [
    expiredCounters,
    ...(config.backupHour ? [scheduledBackup(config.backupHour)] : []),
    ...(config.healthReminderHour ? [healthReminder(config.healthReminderHour)] : []),
  ];
}

/** The app's scheduled jobs (scheduledJob.ts), run by jobRunner.ts while the server listens. */
import { expiredCounters } from "./expiredCounters.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

export const APP_JOBS: readonly ScheduledJob[] = [expiredCounters];

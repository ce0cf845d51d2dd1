/** The daily backup (domain/backups), at BACKUP_HOUR on the shelter's clock. */
import { runBackup } from "../domain/backups/backups.ts";
import type { ScheduledJob } from "./scheduledJob.ts";

export function scheduledBackup(at: string): ScheduledJob {
  return {
    name: "copia-de-seguridad",
    at,
    run: async ({ deps }) => {
      const row = await runBackup(deps, "programada", null);
      // Recorded on its row for the screen; thrown too, so the job's own row says it failed.
      if (row.error) throw new Error(row.error);
    },
  };
}

/**
 * Names of backup files: `refugio-<yyyyMMdd-HHmmss>Z[-<why>].tar.gz`, UTC so that names sort in
 * the order the copies were made whatever the clock's changes.
 */
export const BACKUP_FILE = /^refugio-\d{8}-\d{6}Z(-[a-z-]+)?\.tar\.gz$/;

export function backupFileName(at: Date, why?: string): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  return `refugio-${stamp}Z${why ? `-${why}` : ""}.tar.gz`;
}

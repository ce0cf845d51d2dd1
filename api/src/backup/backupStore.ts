/**
 * The app's side of backups for the domain (domain/backups): archives of the running app's own
 * database and data folder, written into BACKUP_DIR under generated names.
 */
import { createReadStream } from "node:fs";
import { rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type pg from "pg";
import { ifAdvisoryLockFree } from "../db/advisoryLock.ts";
import { createBackup } from "./backup.ts";
import { BACKUP_FILE, backupFileName } from "./backupFiles.ts";
import type { SnapshotSource } from "./databaseSnapshot.ts";
import type { SecretVariable } from "../secrets.ts";

export type BackupStore = {
  /** How many good backups the daily job keeps (BACKUP_KEEP). */
  keep: number;
  /** A new archive's name for a backup starting now. */
  newName(): string;
  /** Writes the whole state into the named archive; answers its size in bytes. */
  write(name: string): Promise<number>;
  /** The named archive's size and bytes; null when it is not in BACKUP_DIR (another server's, or removed). */
  open(name: string): Promise<{ size: number; stream(): Readable } | null>;
  remove(name: string): Promise<void>;
  /**
   * Runs `work` when no backup is under way in any instance, and answers its result; answers
   * undefined at once when one is.
   */
  alone<T>(work: () => Promise<T>): Promise<T | undefined>;
};

/** The session lock a running backup holds (db/advisoryLock.ts). */
export const BACKUP_LOCK = "copia de seguridad en curso";

type StoreOptions = {
  dir: string;
  keep: number;
  dataDir: string;
  source: SnapshotSource;
  pool?: pg.Pool;
  secretsFromEnvironment: readonly SecretVariable[];
};

/**
 * `pool` (PostgreSQL) holds BACKUP_LOCK on a connection of its own while a backup runs: if the
 * instance dies, the server frees it with the connection, so a crash holds back no later backup. A
 * PGlite folder has one process, which knows whether it runs one.
 */
export function createBackupStore({ dir, keep, dataDir, source, pool, secretsFromEnvironment }: StoreOptions): BackupStore {
  let running = false;
  const located = (name: string) => {
    if (!BACKUP_FILE.test(name)) throw new Error(`Nombre de copia no válido: ${name}`);
    return path.join(dir, name);
  };
  return {
    keep,
    newName: () => backupFileName(new Date()),
    async write(name) {
      return (await createBackup({ source, dataDir, file: located(name), withSecrets: true, secretsFromEnvironment })).bytes;
    },
    async open(name) {
      const file = located(name);
      const stats = await stat(file).catch(() => null);
      return stats?.isFile() ? { size: stats.size, stream: () => createReadStream(file) } : null;
    },
    remove: (name) => rm(located(name), { force: true }),
    async alone(work) {
      let result: Awaited<ReturnType<typeof work>> | undefined;
      if (pool) {
        await ifAdvisoryLockFree(pool, BACKUP_LOCK, async () => {
          result = await work();
        });
        return result;
      }
      if (running) return undefined;
      running = true;
      try {
        return await work();
      } finally {
        running = false;
      }
    },
  };
}

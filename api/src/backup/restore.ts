/**
 * Restores a backup archive into the configured database and data folder. In order, each step
 * only when the ones before it passed, so a refusal changes nothing:
 *
 * 1. unpack into a temporary folder and check every part's SHA-256 (archive.ts);
 * 2. refuse an archive of a newer app (a migration this code does not have, or a higher version)
 *    or of the other engine;
 * 3. refuse a target that is not empty, unless `force`: then back up what is there first;
 * 4. load the database, the secrets and the uploaded files, and apply pending migrations.
 *
 * A PGlite folder is locked for the whole restore (folderLock.ts): with Refugio running on it,
 * the restore stops at step 3 and says so.
 */
import { randomBytes } from "node:crypto";
import { chmod, copyFile, mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import * as tar from "tar";
import type { Config } from "../config.ts";
import { withAdvisoryLock } from "../db/advisoryLock.ts";
import { NOTIFY_ALL_USERS_CHANGED, NOTIFY_LOOKUPS_CHANGED } from "../db/databaseChanges.ts";
import { databaseTarget } from "../db/client.ts";
import { FolderLockedError, lockFolder } from "../db/folderLock.ts";
import { applyPendingMigrations, readMigrationsList } from "../db/migrations.ts";
import { newPGlite } from "../db/pglite.ts";
import { GENERATED_SECRETS, secretsFromEnvironment } from "../secrets.ts";
import { DATABASE_PART, type Manifest, SECRETS_FOLDER, unpackArchive, UPLOADS_PART } from "./archive.ts";
import { appVersion, type BackupResult, createBackup } from "./backup.ts";
import { BackupError } from "./backupError.ts";
import { backupFileName } from "./backupFiles.ts";
import { emptyPostgres, postgresIsEmpty, restorePglite, restorePostgres, type SnapshotSource } from "./databaseSnapshot.ts";

export type RestoreOptions = {
  config: Pick<Config, "dataDir" | "databaseUrl" | "backupDir" | "jwtSecret" | "encryptionKey">;
  file: string;
  /** Replace what is there, after backing it up. */
  force: boolean;
};

export type RestoreReport = {
  manifest: Manifest;
  /** The backup of what was there before (`force` on a target that was not empty). */
  previous?: BackupResult;
  /** Migrations applied after loading the archive. */
  migrated: string[];
  /** What to set again by hand when the archive left secrets out; empty otherwise. */
  secretsToEnter: string[];
};

export async function restoreBackup({ config, file, force }: RestoreOptions): Promise<RestoreReport> {
  const staging = await mkdtemp(path.join(tmpdir(), "refugio-restaurar-"));
  try {
    const manifest = await unpackArchive(file, staging);
    await refuseNewerOrOtherEngine(manifest, config);
    const target = databaseTarget(config);
    if (target.kind === "pglite") {
      const release = await lockForRestore(target.dir);
      try {
        return await restoreInto(manifest, staging, config, force, pgliteTarget(target.dir));
      } finally {
        await release();
      }
    }
    if (target.kind !== "postgres") throw new Error("Una restauración necesita una carpeta de datos o DATABASE_URL");
    return await restoreInto(manifest, staging, config, force, postgresTarget(target.url));
  } finally {
    // A refused extraction may still be closing its last file: retry the removal for a moment.
    await rm(staging, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}

/** "a", "a y b", "a, b y c". */
function listInSpanish(items: string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items.at(-1)}`;
}

/**
 * A backup the app made copies its own row while that row says the run is under way: in the
 * restored database the run would look unfinished, and block the next ones for hours
 * (domain/backups). Its result is not known there.
 */
const CLOSE_RUNS_CUT_OFF = `UPDATE copias_seguridad SET terminada = now(),
  error = 'Se estaba haciendo cuando se tomó la copia restaurada: su resultado no consta en esta base de datos.'
  WHERE terminada IS NULL`;

/** How one engine's database is checked, backed up, set aside and loaded. */
type DatabaseTarget = {
  isEmpty(): Promise<boolean>;
  /** Runs `work` on a source of the database as it is now. */
  withSource<T>(work: (source: SnapshotSource) => Promise<T>): Promise<T>;
  /** Empties the target; answers how to put the old database back if the restore then fails, and how to forget it. */
  setAside(): Promise<{ putBack(): Promise<void>; discard(): Promise<void> }>;
  load(staging: string): Promise<void>;
  migrate(): Promise<string[]>;
};

function pgliteTarget(dir: string): DatabaseTarget {
  return {
    isEmpty: async () => !(await exists(path.join(dir, "PG_VERSION"))),
    async withSource(work) {
      const pglite = newPGlite(dir);
      try {
        return await work({ kind: "pglite", pglite });
      } finally {
        await pglite.close();
      }
    },
    setAside: () => moveAside(dir),
    async load(staging) {
      // The folder lock made `dir`; PGlite fills a folder with no database in it.
      await mkdir(dir, { recursive: true });
      await restorePglite(dir, path.join(staging, DATABASE_PART.pglite));
    },
    async migrate() {
      const pglite = newPGlite(dir);
      try {
        const applied = await applyPendingMigrations(new PrismaPGlite(pglite));
        await pglite.exec(CLOSE_RUNS_CUT_OFF);
        return applied;
      } finally {
        await pglite.close();
      }
    },
  };
}

function postgresTarget(url: string): DatabaseTarget {
  return {
    isEmpty: () => postgresIsEmpty(url),
    withSource: (work) => work({ kind: "postgres", url }),
    async setAside() {
      // The backup taken just before is the way back: a database cannot be renamed while connected.
      await emptyPostgres(url);
      return { putBack: async () => {}, discard: async () => {} };
    },
    load: (staging) => restorePostgres(url, path.join(staging, DATABASE_PART.postgres), path.join(staging, "lista-de-restauracion")),
    async migrate() {
      // Under the same lock as an instance's start (client.ts): one starting now waits for this.
      const pool = new pg.Pool({ connectionString: url });
      try {
        const applied = await withAdvisoryLock(pool, "migraciones", () => applyPendingMigrations(new PrismaPg({ connectionString: url })));
        await pool.query(CLOSE_RUNS_CUT_OFF);
        // Loading fired no trigger: the instances still running would keep the users and lists they knew.
        await pool.query(NOTIFY_ALL_USERS_CHANGED);
        await pool.query(NOTIFY_LOOKUPS_CHANGED);
        return applied;
      } finally {
        await pool.end();
      }
    },
  };
}

async function restoreInto(
  manifest: Manifest,
  staging: string,
  config: RestoreOptions["config"],
  force: boolean,
  database: DatabaseTarget,
): Promise<RestoreReport> {
  const uploads = path.join(config.dataDir, "uploads");
  const secretsDir = path.join(config.dataDir, "secrets");
  const archivedSecrets = await readdir(path.join(staging, SECRETS_FOLDER)).catch(() => [] as string[]);
  const occupied = [
    ...((await database.isEmpty()) ? [] : ["la base de datos"]),
    ...((await hasFiles(uploads)) && manifest.partes[UPLOADS_PART] ? ["la carpeta uploads"] : []),
    ...((await differingSecrets(staging, secretsDir, archivedSecrets)) ? ["la carpeta secrets"] : []),
  ];
  let previous: BackupResult | undefined;
  let setAside: Awaited<ReturnType<DatabaseTarget["setAside"]>> | undefined;
  let uploadsAside: Awaited<ReturnType<typeof moveAside>> | undefined;
  if (occupied.length > 0) {
    if (!force) {
      throw new BackupError(
        `No se restaura encima de datos: ya hay contenido en ${listInSpanish(occupied)}. No se ha cambiado nada. ` +
          "Para sustituirlo, repita con --force: antes se hará una copia de lo que hay ahora.",
      );
    }
    previous = await database.withSource((source) =>
      createBackup({
        source,
        dataDir: config.dataDir,
        file: path.join(config.backupDir, backupFileName(new Date(), "antes-de-restaurar")),
        withSecrets: true,
        secretsFromEnvironment: secretsFromEnvironment(config),
      }),
    );
    setAside = await database.setAside();
    if (manifest.partes[UPLOADS_PART]) uploadsAside = await moveAside(uploads);
  }
  try {
    await database.load(staging);
    await copySecretsBack(staging, secretsDir, archivedSecrets);
    if (manifest.partes[UPLOADS_PART]) await tar.extract({ file: path.join(staging, UPLOADS_PART), cwd: config.dataDir, strict: true });
  } catch (error) {
    await setAside?.putBack();
    await uploadsAside?.putBack();
    if (!previous) throw error;
    // A PostgreSQL database emptied for the restore cannot be put back in place: say where it is.
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`La restauración ha fallado: ${reason} Lo que había se guardó antes en ${previous.file} (restáurelo con npm run restore).`);
  }
  await setAside?.discard();
  await uploadsAside?.discard();
  const migrated = await database.migrate();
  const secretsToEnter = GENERATED_SECRETS.filter((secret) => !archivedSecrets.includes(secret.file)).map(
    (secret) => `${secret.variable} (o el archivo secrets/${secret.file} de la carpeta de datos de origen): ${secret.loses}`,
  );
  return { manifest, previous, migrated, secretsToEnter };
}

async function refuseNewerOrOtherEngine(manifest: Manifest, config: RestoreOptions["config"]): Promise<void> {
  const known = new Set((await readMigrationsList()).migrationDirectories.map((migration) => migration.path));
  const unknown = manifest.migraciones.filter((name) => !known.has(name));
  const version = await appVersion();
  if (unknown.length > 0 || isNewerVersion(manifest.aplicacion, version)) {
    throw new BackupError(
      `Esta copia es de una versión más nueva de Refugio (${manifest.aplicacion}${unknown.length ? `, migración ${unknown.at(-1)}` : ""}) ` +
        `que la instalada (${version}). Actualice Refugio y repita la restauración. No se ha cambiado nada.`,
    );
  }
  const engine = config.databaseUrl ? "postgres" : "pglite";
  if (manifest.motor !== engine) {
    const names = { pglite: "la carpeta de datos (PGlite)", postgres: "un servidor PostgreSQL (DATABASE_URL)" };
    throw new BackupError(`Esta copia es de ${names[manifest.motor]} y Refugio está configurado con ${names[engine]}. No se ha cambiado nada.`);
  }
}

/** a > b for dotted version numbers. */
function isNewerVersion(a: string, b: string): boolean {
  const [x, y] = [a, b].map((v) => v.split(".").map((part) => Number.parseInt(part, 10) || 0));
  for (let i = 0; i < Math.max(x!.length, y!.length); i++) {
    const difference = (x![i] ?? 0) - (y![i] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

async function lockForRestore(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockFolder(dir);
  } catch (error) {
    if (error instanceof FolderLockedError) {
      throw new BackupError(`Refugio está en marcha con la base de datos de ${dir}: deténgalo antes de restaurar. No se ha cambiado nada.`);
    }
    throw error;
  }
}

/** Renames a folder aside (when it exists); it comes back if the restore fails and is deleted once it succeeded. */
async function moveAside(dir: string): Promise<{ putBack(): Promise<void>; discard(): Promise<void> }> {
  if (!(await exists(dir))) return { putBack: async () => {}, discard: async () => {} };
  const aside = `${dir}.sustituida-${randomBytes(4).toString("hex")}`;
  await rename(dir, aside);
  return {
    async putBack() {
      await rm(dir, { recursive: true, force: true });
      await rename(aside, dir);
    },
    discard: () => rm(aside, { recursive: true, force: true }),
  };
}

/** A secret file there whose content differs from the archive's: restoring would replace it. */
async function differingSecrets(staging: string, secretsDir: string, names: string[]): Promise<boolean> {
  for (const name of names) {
    const current = await readFile(path.join(secretsDir, name), "utf8").catch(() => null);
    if (current !== null && current !== (await readFile(path.join(staging, SECRETS_FOLDER, name), "utf8"))) return true;
  }
  return false;
}

async function copySecretsBack(staging: string, secretsDir: string, names: string[]): Promise<void> {
  if (names.length === 0) return;
  await mkdir(secretsDir, { recursive: true, mode: 0o700 });
  for (const name of names) {
    await copyFile(path.join(staging, SECRETS_FOLDER, name), path.join(secretsDir, name));
    await chmod(path.join(secretsDir, name), 0o600);
  }
}

async function hasFiles(dir: string): Promise<boolean> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.some((entry) => entry.isFile());
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * The database's part of a backup, taken with each engine's own tool:
 *
 * - PGlite: its data-folder dump (`dumpDataDir`), taken inside the process that owns the folder
 *   while no transaction is open (PGlite runs one at a time and the dump waits its turn), after a
 *   CHECKPOINT. Restored by opening a new folder from that dump.
 * - PostgreSQL: `pg_dump --format=custom` (Debian package postgresql-client) on a snapshot this
 *   module exports from a REPEATABLE READ transaction, in which it also reads the migration level,
 *   so the level and the rows are of the same instant. Restored with `pg_restore` in one
 *   transaction: a restore that fails leaves the database as it was.
 *
 * The password of DATABASE_URL reaches the tools in PGPASSWORD, never on a command line that
 * `ps` shows.
 */
import { execFile } from "node:child_process";
import { createWriteStream, openAsBlob } from "node:fs";
import { writeFile } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { newPGlite } from "../db/pglite.ts";
import { BackupError } from "./backupError.ts";

const run = promisify(execFile);

export type SnapshotSource = { kind: "pglite"; pglite: PGlite } | { kind: "postgres"; url: string };

const APPLIED_MIGRATIONS = `SELECT migration_name FROM _prisma_migrations
  WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`;

/** Writes the database's dump to `file`; answers the migrations applied to what it copied. */
export async function dumpDatabase(source: SnapshotSource, file: string): Promise<string[]> {
  if (source.kind === "pglite") {
    const { rows } = await source.pglite.query<{ migration_name: string }>(APPLIED_MIGRATIONS);
    await source.pglite.exec("CHECKPOINT");
    // Holding the transaction turn: the dump never sees a transaction half done.
    const dump = await source.pglite._runExclusiveTransaction(() => source.pglite.dumpDataDir("none"));
    // Streamed out of the Blob: the dump (the whole folder) is not copied once more in memory.
    await pipeline(Readable.fromWeb(dump.stream() as NodeWebStream), createWriteStream(file));
    return rows.map((row) => row.migration_name);
  }
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const snapshot = (await client.query<{ id: string }>("SELECT pg_export_snapshot() AS id")).rows[0]!.id;
    const migrations = (await client.query<{ migration_name: string }>(APPLIED_MIGRATIONS)).rows.map((row) => row.migration_name);
    await postgresTool(source.url, "pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--snapshot=${snapshot}`, `--file=${file}`]);
    await client.query("COMMIT");
    return migrations;
  } finally {
    await client.end();
  }
}

/** True when the PostgreSQL database holds no tables, views or sequences yet. */
export async function postgresIsEmpty(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ tables: number }>(
      `SELECT count(*)::int AS tables FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S')`,
    );
    return rows[0]!.tables === 0;
  });
}

/** Empties a PostgreSQL database (--force, after the backup of what was there). */
export async function emptyPostgres(url: string): Promise<void> {
  await withClient(url, (client) => client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public"));
}

/** Loads a pg_dump archive into an empty PostgreSQL database, in one transaction. */
export async function restorePostgres(url: string, dumpFile: string, listFile: string): Promise<void> {
  // Comments on extensions belong to their owner (a superuser): a database owner restoring would be
  // refused them, and they carry nothing of the shelter's.
  const { stdout } = await postgresTool(url, "pg_restore", ["--list", dumpFile]);
  await writeFile(listFile, stdout.replace(/^.* COMMENT - EXTENSION .*$/gm, ";"));
  await postgresTool(url, "pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--use-list=${listFile}`,
    `--dbname=${withoutPassword(url)}`,
    dumpFile,
  ]);
}

/** Writes a PGlite folder from a data-folder dump. */
export async function restorePglite(dir: string, dumpFile: string): Promise<void> {
  const pglite = newPGlite(dir, { loadDataDir: await openAsBlob(dumpFile) });
  await pglite.waitReady;
  await pglite.close();
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = "";
  return parsed.toString();
}

async function postgresTool(url: string, tool: "pg_dump" | "pg_restore", args: string[]): Promise<{ stdout: string }> {
  const password = decodeURIComponent(new URL(url).password);
  const dbArgs = tool === "pg_dump" ? [`--dbname=${withoutPassword(url)}`] : [];
  try {
    return await run(tool, [...args, ...dbArgs], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === "ENOENT") {
      throw new BackupError(
        `Para las copias de una base PostgreSQL hace falta ${tool}: instale el paquete postgresql-client de la misma versión que el servidor (o posterior).`,
      );
    }
    throw new BackupError(`${tool} ha fallado: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

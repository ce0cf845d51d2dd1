/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server when TEST_DB=postgres (dropped afterwards). Both are copies
 * of the run's migrated template (migratedTemplate.ts), so no test migrates a database, except
 * the migration tests (migrationStages.ts).
 */
import { randomBytes } from "node:crypto";
import { cp, readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type OpenOptions, openDatabase } from "../../api/src/db/client.ts";
import { testDatabaseUrl } from "./migratedTemplate.ts";

export { testDatabaseUrl };

export type TestDatabase = Database & { drop(): Promise<void> };

export async function openTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openMigratedPglite(options);
    return { ...database, drop: () => database.close() };
  }
  const copy = await createServerDatabase(requiredPostgresTemplate());
  const database = await openDatabase({ kind: "postgres", url: copy.url }, options).catch(async (error: unknown) => {
    await copy.drop();
    throw error;
  });
  return {
    ...database,
    drop: async () => {
      await database.close();
      await copy.drop();
    },
  };
}

let image: Promise<Blob> | undefined;

/** The migrated template as a dumpDataDir() image, read once per worker. */
export function migratedPgliteImage(): Promise<Blob> {
  image ??= readFile(inject("pgliteImage")).then((bytes) => new Blob([bytes]));
  return image;
}

/** A new in-memory PGlite holding the migrated template. */
export async function openMigratedPglite(options: OpenOptions = {}): Promise<Database> {
  return openDatabase({ kind: "pglite-memory", image: await migratedPgliteImage() }, options);
}

/** Makes `dir` (a data folder's `db`, not yet existing) a PGlite folder holding the migrated template. */
export async function copyMigratedPgliteFolder(dir: string): Promise<void> {
  await cp(inject("pgliteFolder"), dir, { recursive: true });
}

function requiredPostgresTemplate(): string {
  const template = inject("postgresTemplate");
  if (!template) throw new Error("TEST_DB=postgres, pero la preparación global no creó la plantilla migrada en el servidor.");
  return template;
}

/** A new database on the PostgreSQL server, a copy of `template` or empty without one, and its removal. */
export async function createServerDatabase(template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `refugio_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

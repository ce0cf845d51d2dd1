/**
 * Databases stopped before a given migration, to test what that migration does to rows written
 * under the previous schema: in-memory PGlite, or a new database on the PostgreSQL server when
 * TEST_DB=postgres.
 */
import { randomBytes } from "node:crypto";
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { applyPendingMigrations, migrationsDir } from "../../api/src/db/migrations.ts";
import { testDatabaseUrl } from "./testDatabase.ts";
import { newPGlite } from "../../api/src/db/pglite.ts";

export type StagedDatabase = {
  factory: SqlMigrationAwareDriverAdapterFactory;
  query<T = Record<string, unknown>>(sql: string): Promise<T[]>;
  drop(): Promise<void>;
};

/** A database with every migration before `migration` applied, and none from it on. */
export async function databaseBefore(migration: string): Promise<StagedDatabase> {
  const database = await openEmpty();
  await applyMigrationsBefore(database.factory, migration);
  return database;
}

export async function applyMigrationsBefore(factory: SqlMigrationAwareDriverAdapterFactory, migration: string): Promise<void> {
  const earlier = await mkdtemp(path.join(tmpdir(), "refugio-migrations-"));
  try {
    for (const name of (await readdir(migrationsDir)).filter((name) => name < migration)) {
      await cp(path.join(migrationsDir, name), path.join(earlier, name), { recursive: true });
    }
    await applyPendingMigrations(factory, earlier);
  } finally {
    await rm(earlier, { recursive: true, force: true });
  }
}

async function openEmpty(): Promise<StagedDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const pglite = newPGlite();
    return {
      factory: new PrismaPGlite(pglite),
      query: async <T>(sql: string) => (await pglite.query<T>(sql)).rows,
      drop: () => pglite.close(),
    };
  }
  const name = `refugio_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    factory: new PrismaPg({ connectionString: url.toString() }),
    query: async <T>(sql: string) => (await client.query(sql)).rows as T[],
    drop: async () => {
      await client.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

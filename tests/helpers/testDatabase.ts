/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server when TEST_DB=postgres (dropped afterwards).
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, type OpenOptions, openDatabase } from "../../api/src/db/client.ts";

export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type TestDatabase = Database & { drop(): Promise<void> };

export async function openTestDatabase(options: OpenOptions = {}): Promise<TestDatabase> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ kind: "pglite-memory" }, options);
    return { ...database, drop: () => database.close() };
  }
  const empty = await createEmptyServerDatabase();
  const database = await openDatabase({ kind: "postgres", url: empty.url }, options).catch(async (error: unknown) => {
    await empty.drop();
    throw error;
  });
  return {
    ...database,
    drop: async () => {
      await database.close();
      await empty.drop();
    },
  };
}

/** A new database with nothing in it on the PostgreSQL server, and its removal. */
export async function createEmptyServerDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `refugio_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE DATABASE ${name}`);
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

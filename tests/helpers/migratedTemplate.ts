/**
 * Vitest's globalSetup for every project: the migrations run once per test run, into a template
 * that each test database is a copy of (see testDatabase.ts). A new PGlite spends most of its
 * opening on initdb; a copy of a migrated one skips both initdb and the schema engine.
 *
 * - `pgliteImage`: an uncompressed dumpDataDir() of a migrated PGlite, for in-memory databases;
 * - `pgliteFolder`: the same database as a data folder, for a server's DATA_DIR/db;
 * - `postgresTemplate`: with TEST_DB=postgres, a migrated database on the server that
 *   `CREATE DATABASE ... TEMPLATE` copies. An unreachable server fails the run here.
 *
 * Projects run by one vitest command share one build (the main process's globalThis).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { TestProject } from "vitest/node";
import { applyPendingMigrations } from "../../api/src/db/migrations.ts";
import { newPGlite } from "../../api/src/db/pglite.ts";

/** The PostgreSQL server the integration tests use with TEST_DB=postgres. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteImage: string;
    pgliteFolder: string;
    postgresTemplate: string | null;
  }
}

type Templates = { pgliteImage: string; pgliteFolder: string; postgresTemplate: string | null; remove(): Promise<void> };

const shared = globalThis as typeof globalThis & { refugioTemplates?: { built: Promise<Templates>; users: number } };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.refugioTemplates ??= { built: buildTemplates(), users: 0 };
  const entry = shared.refugioTemplates;
  entry.users++;
  const { pgliteImage, pgliteFolder, postgresTemplate } = await entry.built;
  project.provide("pgliteImage", pgliteImage);
  project.provide("pgliteFolder", pgliteFolder);
  project.provide("postgresTemplate", postgresTemplate);
  return async () => {
    if (--entry.users > 0) return;
    shared.refugioTemplates = undefined;
    await (await entry.built).remove();
  };
}

async function buildTemplates(): Promise<Templates> {
  const dir = await mkdtemp(path.join(tmpdir(), "refugio-template-"));
  const pgliteFolder = path.join(dir, "db");
  const pgliteImage = path.join(dir, "db.tar");
  const [pglite, server] = await Promise.allSettled([
    migratedPglite(pgliteFolder, pgliteImage),
    process.env.TEST_DB === "postgres" ? migratedServerDatabase() : null,
  ]);
  if (pglite.status === "rejected" || server.status === "rejected") {
    if (server.status === "fulfilled") await server.value?.drop();
    await rm(dir, { recursive: true, force: true });
    throw server.status === "rejected" ? server.reason : (pglite as PromiseRejectedResult).reason;
  }
  const postgresTemplate = server.value;
  return {
    pgliteImage,
    pgliteFolder,
    postgresTemplate: postgresTemplate?.name ?? null,
    remove: async () => {
      await postgresTemplate?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

async function migratedPglite(folder: string, image: string): Promise<void> {
  const pglite = newPGlite(folder);
  try {
    await applyPendingMigrations(new PrismaPGlite(pglite));
    await writeFile(image, Buffer.from(await (await pglite.dumpDataDir("none")).arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/** A migrated database on the server; nothing stays connected to it, as CREATE DATABASE ... TEMPLATE requires. */
async function migratedServerDatabase(): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `refugio_template_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect().catch((error: unknown) => {
    throw new Error(`TEST_DB=postgres: no se puede conectar con ${new URL(testDatabaseUrl).host} (${error instanceof Error ? error.message : error})`);
  });
  const drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${name}`;
    await applyPendingMigrations(new PrismaPg({ connectionString: url.toString() }));
    return { name, drop };
  } catch (error) {
    await drop();
    throw error;
  }
}

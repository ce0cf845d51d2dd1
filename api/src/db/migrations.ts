/**
 * Drives Prisma's schema engine compiled to WebAssembly (@prisma/schema-engine-wasm), so
 * migrations run offline against PGlite or PostgreSQL through the same driver adapters as the
 * app. The engine records applied migrations in `_prisma_migrations` exactly like
 * `prisma migrate deploy`, so machines with the native CLI can keep using it on the same
 * `prisma/migrations` folder.
 */
import { readdir, readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { bindMigrationAwareSqlAdapterFactory, type SqlDriverAdapter, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { projectRoot } from "../projectRoot.ts";
import { newPGlite } from "./pglite.ts";

export const migrationsDir = path.join(projectRoot, "prisma/migrations");
export const schemaPath = path.join(projectRoot, "prisma/schema.prisma");

const noFilters = { externalTables: [], externalEnums: [] };

type WasmBindings = typeof import("@prisma/schema-engine-wasm");
let bindings: Promise<WasmBindings> | undefined;

/** The package's entry imports the .wasm as an ES module, which Node cannot; instantiate it by hand. */
function loadBindings(): Promise<WasmBindings> {
  bindings ??= (async () => {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
    const bg = (await import(path.join(dir, "schema_engine_bg.js"))) as WasmBindings & {
      __wbg_set_wasm(exports: WebAssembly.Exports): void;
    };
    const bytes = await readFile(path.join(dir, "schema_engine_bg.wasm"));
    const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": bg });
    bg.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return bg;
  })();
  return bindings;
}

async function withEngine<T>(factory: SqlMigrationAwareDriverAdapterFactory, run: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const { SchemaEngine } = await loadBindings();
  const schema = await readFile(schemaPath, "utf8");
  const opened: SqlDriverAdapter[] = [];
  const engine = await SchemaEngine.new({ datamodels: [[schemaPath, schema]] }, () => {}, bindMigrationAwareSqlAdapterFactory(wholeScripts(factory, opened)));
  try {
    return await run(engine);
  } finally {
    engine.free();
    // The engine holds Prisma's migration advisory lock until its connection closes, and freeing
    // it closes nothing: left open, the next migration of this database waits on that lock.
    await Promise.all(opened.map((adapter) => adapter.dispose()));
  }
}

/**
 * Each migration reaches the database as one script, run as one implicit transaction, as the
 * native engine sends it: a migration that fails changes nothing. The adapters alone would not do
 * that: PrismaPg splits scripts on every semicolon and runs the pieces one by one, and
 * pglite-prisma-adapter 0.7.2 does not await exec(), so a failing migration was recorded as applied.
 */
function wholeScripts(factory: SqlMigrationAwareDriverAdapterFactory, opened: SqlDriverAdapter[]): SqlMigrationAwareDriverAdapterFactory {
  const run =
    factory instanceof PrismaPGlite
      ? (client: unknown, script: string) => (client as PGlite).exec(script)
      : (client: unknown, script: string) => (client as { query(sql: string): Promise<unknown> }).query(script);
  const whole = async (connecting: Promise<SqlDriverAdapter>) => {
    const adapter = (await connecting) as SqlDriverAdapter & { client: unknown; onError(error: unknown): never };
    adapter.executeScript = async (script) => {
      await run(adapter.client, script).catch((error: unknown) => adapter.onError(error));
    };
    opened.push(adapter);
    return adapter;
  };
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => whole(factory.connect()),
    // The adapter's own shadow PGlite loads no extensions; the migrations need pg_trgm.
    connectToShadowDb: () => whole(factory instanceof PrismaPGlite ? new PrismaPGlite(newPGlite()).connect() : factory.connectToShadowDb()),
  };
}

/** Reads prisma/migrations the way the Prisma CLI does. */
export async function readMigrationsList(baseDir = migrationsDir): Promise<MigrationList> {
  const entries = await readdir(baseDir, { withFileTypes: true }).catch(() => []);
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    names.map(async (name) => ({
      path: name,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok" as const, value: await readFile(path.join(baseDir, name, "migration.sql"), "utf8") },
      },
    })),
  );
  return {
    baseDir,
    lockfile: { path: "migration_lock.toml", content: 'provider = "postgresql"' },
    shadowDbInitScript: "",
    migrationDirectories,
  };
}

/**
 * True when every migration of the folder is recorded as applied and none is left failed: then
 * there is nothing to do, and the start skips loading the schema engine (a 7 MB WebAssembly module).
 */
async function allRecorded(factory: SqlMigrationAwareDriverAdapterFactory, names: string[]): Promise<boolean> {
  const adapter = await factory.connect();
  try {
    const { rows } = await adapter.queryRaw({
      sql: "SELECT migration_name, finished_at IS NOT NULL FROM _prisma_migrations WHERE rolled_back_at IS NULL",
      args: [],
      argTypes: [],
    });
    if (rows.some(([, finished]) => !finished)) return false;
    const applied = new Set(rows.map(([name]) => name));
    return names.every((name) => applied.has(name));
  } catch {
    // No _prisma_migrations table yet: a new database.
    return false;
  } finally {
    await adapter.dispose();
  }
}

/** Applies every pending migration; returns the names applied now. */
export async function applyPendingMigrations(factory: SqlMigrationAwareDriverAdapterFactory, baseDir = migrationsDir): Promise<string[]> {
  const migrationsList = await readMigrationsList(baseDir);
  if (
    await allRecorded(
      factory,
      migrationsList.migrationDirectories.map((migration) => migration.path),
    )
  )
    return [];
  return withEngine(factory, async (engine) => {
    try {
      return (await engine.applyMigrations({ migrationsList, filters: noFilters })).appliedMigrationNames;
    } catch (error) {
      throw await rollBackFailed(engine, migrationsList, error);
    }
  });
}

/** A migration the database refused; the message says which one and why, in the database's words. */
export class MigrationFailedError extends Error {}

/**
 * A failed migration changed nothing (see wholeScripts), so it is recorded as rolled back: the
 * next start applies it again once its cause is fixed, with no Prisma CLI at hand.
 */
async function rollBackFailed(engine: SchemaEngine, migrationsList: MigrationList, error: unknown): Promise<unknown> {
  const { failedMigrationNames } = await engine.diagnoseMigrationHistory({
    migrationsList,
    optInToShadowDatabase: false,
    filters: noFilters,
  });
  if (failedMigrationNames.length === 0) return error;
  for (const migrationName of failedMigrationNames) await engine.markMigrationRolledBack({ migrationName });
  return new MigrationFailedError(
    `No se ha podido aplicar la migración ${failedMigrationNames.join(", ")} de la base de datos. ` +
      `No ha cambiado nada y se volverá a intentar en el próximo arranque.\n${databaseReason(error)}`,
  );
}

/** The database's own message inside the engine's report ("...Error querying the database: ERROR: <reason>\n   0: ..."). */
function databaseReason(error: unknown): string {
  const report = error instanceof Error ? error.message : String(error);
  return /ERROR: ([\s\S]*?)\n\s+0: /.exec(report)?.[1] ?? report;
}

/**
 * SQL that takes a database built from the migrations folder to prisma/schema.prisma.
 * Empty when the folder and the schema agree. Needs a shadow database (PGlite gives an
 * in-memory one).
 */
export async function pendingSchemaChangeSql(factory: SqlMigrationAwareDriverAdapterFactory): Promise<string> {
  const migrationsList = await readMigrationsList();
  const schema = await readFile(schemaPath, "utf8");
  const from = migrationsList.migrationDirectories.length ? ({ tag: "migrations", ...migrationsList } as const) : ({ tag: "empty" } as const);
  const result = await withEngine(factory, (engine) =>
    engine.diff({
      from,
      to: { tag: "schemaDatamodel", files: [{ path: schemaPath, content: schema }] },
      script: true,
      exitCode: null,
      filters: noFilters,
    } as Parameters<SchemaEngine["diff"]>[0]),
  );
  const sql = result.stdout ?? "";
  return /^\s*(-- This is an empty migration\.)?\s*$/.test(sql) ? "" : sql;
}

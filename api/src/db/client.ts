/**
 * Opens the database the configuration asks for and applies pending migrations:
 * PGlite in DATA_DIR/db by default, or a PostgreSQL server when DATABASE_URL is set. On a server
 * several instances may start at once: the migrations run under an advisory lock, so one applies
 * them and the others find them applied.
 */
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { isDriverAdapterError, type SqlMigrationAwareDriverAdapterFactory, type SqlQuery } from "@prisma/driver-adapter-utils";
import pg from "pg";
import { PrismaPGlite } from "pglite-prisma-adapter";
import type { SnapshotSource } from "../backup/databaseSnapshot.ts";
import { withAdvisoryLock } from "./advisoryLock.ts";
import { type Prisma, PrismaClient } from "./generated/prisma/client.ts";
import { FolderLockedError, lockFolder } from "./folderLock.ts";
import { applyPendingMigrations } from "./migrations.ts";
import { preparedStatementNames } from "./preparedStatements.ts";
import { newPGlite } from "./pglite.ts";

export type Db = PrismaClient;

export type Database = {
  prisma: Db;
  kind: "pglite" | "postgres";
  /**
   * The PostgreSQL server's connections, which Prisma also uses, for what must hold one connection
   * (advisory locks, advisoryLock.ts) or bypass Prisma (the shared counters, counters.ts). Absent
   * on PGlite: one process owns its folder, so nothing there is shared with another instance.
   */
  pool?: pg.Pool;
  /** What a backup copies (backup/databaseSnapshot.ts): this PGlite, or the server's database. */
  snapshotSource: SnapshotSource;
  /** Disconnects and releases the PGlite folder lock. Safe to call twice. */
  close(): Promise<void>;
};

/** `image`: an in-memory PGlite starts as a copy of the database dumpDataDir() wrote (the tests' migrated template). */
export type DatabaseTarget = { kind: "pglite"; dir: string } | { kind: "pglite-memory"; image?: Blob } | { kind: "postgres"; url: string };

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(`La base de datos de ${dir} ya está abierta por otro proceso de Refugio. Detenga ese proceso o use otra carpeta con DATA_DIR.`);
  }
}

/** DATABASE_URL names a server, user or database that does not answer; the message says which. */
export class DatabaseUnavailableError extends Error {}

export function databaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl ? { kind: "postgres", url: config.databaseUrl } : { kind: "pglite", dir: path.join(config.dataDir, "db") };
}

/** Holds an exclusive lock on the PGlite folder (folderLock.ts). */
async function lockPgliteFolder(dir: string): Promise<() => Promise<void>> {
  try {
    return await lockFolder(dir);
  } catch (error) {
    if (error instanceof FolderLockedError) throw new DatabaseLockedError(dir);
    throw error;
  }
}

export type OpenOptions = {
  /** Told of every SQL statement Prisma runs (the scale bench counts statements per request). */
  onQuery?: (event: Prisma.QueryEvent) => void;
};

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") {
    // Idle connections are kept 5 minutes (pg's default is 10 s): a worker clicking through the
    // screens every half minute would otherwise wait for a new connection on most clicks.
    const pool = new pg.Pool({ connectionString: target.url, idleTimeoutMillis: 5 * 60_000 });
    // A connection the server closed while idle (a restart) leaves the pool, and the next query
    // opens another; unheard, the pool's error event would end the process.
    pool.on("error", () => {});
    // The driver's type says a name is always given; an unnamed statement (undefined) is what it sends without a generator.
    const factory = new PrismaPg(pool, { statementNameGenerator: preparedStatementNames() as (query: SqlQuery) => string });
    try {
      await checkServerAnswers(factory, target.url);
      // The schema engine gets connections of its own, closed when it is done (migrations.ts).
      await withAdvisoryLock(pool, "migraciones", () => applyPendingMigrations(new PrismaPg({ connectionString: target.url })));
      return { ...connect(factory, { kind: "postgres", url: target.url }, () => pool.end(), options), pool };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const release = target.kind === "pglite" ? await lockPgliteFolder(target.dir) : async () => {};
  try {
    const pglite = target.kind === "pglite" ? newPGlite(target.dir) : newPGlite(undefined, { loadDataDir: target.image });
    await pglite.waitReady;
    const factory = new PrismaPGlite(pglite);
    await applyPendingMigrations(factory);
    return connect(
      factory,
      { kind: "pglite", pglite },
      async () => {
        await pglite.close();
        await release();
      },
      options,
    );
  } catch (error) {
    await release();
    throw error;
  }
}

/**
 * One query before migrating: the migration engine reports connection problems only in English
 * prose, while the driver's error says which part of DATABASE_URL is wrong.
 */
async function checkServerAnswers(factory: PrismaPg, url: string): Promise<void> {
  const adapter = await factory.connect();
  try {
    await adapter.queryRaw({ sql: "SELECT 1", args: [], argTypes: [] });
  } catch (error) {
    throw new DatabaseUnavailableError(unavailableMessage(error, new URL(url)));
  } finally {
    await adapter.dispose();
  }
}

function unavailableMessage(error: unknown, url: URL): string {
  const server = `${url.hostname}:${url.port || "5432"}`;
  const database = decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username);
  switch (isDriverAdapterError(error) ? error.cause.kind : undefined) {
    case "DatabaseNotReachable":
      return `DATABASE_URL: no se puede conectar con el servidor PostgreSQL ${server}. Compruebe que está en marcha y que el servidor y el puerto son correctos.`;
    case "DatabaseDoesNotExist":
      return `DATABASE_URL: la base de datos "${database}" no existe en ${server}. Créela (vacía) antes de iniciar Refugio.`;
    case "AuthenticationFailed":
    case "DatabaseAccessDenied":
      return `DATABASE_URL: el servidor ${server} rechaza el usuario "${decodeURIComponent(url.username)}" o su contraseña.`;
    default:
      return `DATABASE_URL: no se puede abrir la base de datos de ${server} (${error instanceof Error ? error.message : String(error)}).`;
  }
}

/** A client on a migrated database. */
function connect(
  factory: SqlMigrationAwareDriverAdapterFactory,
  snapshotSource: SnapshotSource,
  closeDriver: () => Promise<void>,
  { onQuery }: OpenOptions,
): Database {
  const prisma = onQuery ? clientReportingQueries(factory, onQuery) : new PrismaClient({ adapter: factory });
  let closed: Promise<void> | undefined;
  return {
    prisma,
    kind: snapshotSource.kind,
    snapshotSource,
    close: () => {
      closed ??= prisma.$disconnect().then(closeDriver);
      return closed;
    },
  };
}

function clientReportingQueries(adapter: SqlMigrationAwareDriverAdapterFactory, onQuery: NonNullable<OpenOptions["onQuery"]>): Db {
  const prisma = new PrismaClient({ adapter, log: [{ emit: "event", level: "query" }] });
  prisma.$on("query", onQuery);
  return prisma;
}

/**
 * Opens the database the configuration asks for and applies pending migrations:
 * PGlite in DATA_DIR/db by default, or a PostgreSQL server when DATABASE_URL is set.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { isDriverAdapterError, type SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import lockfile from "proper-lockfile";
import { type Prisma, PrismaClient } from "./generated/prisma/client.ts";
import { applyPendingMigrations } from "./migrations.ts";
import { newPGlite } from "./pglite.ts";

export type Db = PrismaClient;

export type Database = {
  prisma: Db;
  kind: "pglite" | "postgres";
  /** Disconnects and releases the PGlite folder lock. Safe to call twice. */
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { kind: "pglite"; dir: string }
  | { kind: "pglite-memory" }
  | { kind: "postgres"; url: string };

export class DatabaseLockedError extends Error {
  constructor(dir: string) {
    super(
      `La base de datos de ${dir} ya está abierta por otro proceso de Refugio. ` +
        "Detenga ese proceso o use otra carpeta con DATA_DIR.",
    );
  }
}

/** DATABASE_URL names a server, user or database that does not answer; the message says which. */
export class DatabaseUnavailableError extends Error {}

export function databaseTarget(config: { databaseUrl?: string; dataDir: string }): DatabaseTarget {
  return config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dir: path.join(config.dataDir, "db") };
}

/** Holds an exclusive lock on the PGlite folder: two processes writing one folder corrupt it. */
async function lockFolder(dir: string): Promise<() => Promise<void>> {
  await mkdir(dir, { recursive: true });
  try {
    return await lockfile.lock(dir, {
      lockfilePath: `${dir}.lock`,
      stale: 15_000,
      update: 5_000,
      // Someone removed the lock under us: another process could now open the folder, so stop.
      onCompromised: () => {
        console.error(`Se ha perdido el bloqueo de ${dir}; Refugio se detiene para no dañar los datos.`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DatabaseLockedError(dir);
    throw error;
  }
}

export type OpenOptions = {
  /** Told of every SQL statement Prisma runs (the scale bench counts statements per request). */
  onQuery?: (event: Prisma.QueryEvent) => void;
};

export async function openDatabase(target: DatabaseTarget, options: OpenOptions = {}): Promise<Database> {
  if (target.kind === "postgres") {
    const factory = new PrismaPg({ connectionString: target.url });
    await checkServerAnswers(factory, target.url);
    return connect(factory, "postgres", async () => {}, options);
  }
  const release = target.kind === "pglite" ? await lockFolder(target.dir) : async () => {};
  try {
    const pglite = newPGlite(target.kind === "pglite" ? target.dir : undefined);
    await pglite.waitReady;
    return await connect(
      new PrismaPGlite(pglite),
      "pglite",
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

async function connect(
  factory: SqlMigrationAwareDriverAdapterFactory,
  kind: Database["kind"],
  closeDriver: () => Promise<void>,
  { onQuery }: OpenOptions,
): Promise<Database> {
  await applyPendingMigrations(factory);
  const prisma = onQuery ? clientReportingQueries(factory, onQuery) : new PrismaClient({ adapter: factory });
  let closed: Promise<void> | undefined;
  return {
    prisma,
    kind,
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

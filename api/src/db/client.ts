/**
 * Opens the database the configuration asks for and applies pending migrations:
 * PGlite in DATA_DIR/db by default, or a PostgreSQL server when DATABASE_URL is set.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import { PrismaPGlite } from "pglite-prisma-adapter";
import lockfile from "proper-lockfile";
import { PrismaClient } from "./generated/prisma/client.ts";
import { applyPendingMigrations } from "./migrations.ts";

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

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const factory = new PrismaPg({ connectionString: target.url });
    return connect(factory, "postgres", async () => {});
  }
  const release = target.kind === "pglite" ? await lockFolder(target.dir) : async () => {};
  try {
    const pglite = target.kind === "pglite" ? new PGlite(target.dir) : new PGlite();
    await pglite.waitReady;
    return await connect(new PrismaPGlite(pglite), "pglite", async () => {
      await pglite.close();
      await release();
    });
  } catch (error) {
    await release();
    throw error;
  }
}

async function connect(
  factory: SqlMigrationAwareDriverAdapterFactory,
  kind: Database["kind"],
  closeDriver: () => Promise<void>,
): Promise<Database> {
  await applyPendingMigrations(factory);
  const prisma = new PrismaClient({ adapter: factory });
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

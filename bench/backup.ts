/**
 * Backup and restore of a large shelter: time and archive size. Prints figures; asserts nothing.
 * `npx tsx bench/backup.ts` (not part of `npm run bench`: seeding the default size takes minutes).
 *
 * The data: `scripts/seed` (seedShelter, as `npm run seed` runs it) adds BENCH_BACKUP_ANIMALS fichas
 * (default 100,000) with their E/S, observations, people and town halls to a new database, and
 * BENCH_BACKUP_PHOTOS files (default 5,000) of BENCH_BACKUP_PHOTO_KB random bytes (default 200,
 * incompressible like the JPEG photos they stand for) go into DATA_DIR/uploads/fotos. The engine is
 * PGlite in a temporary folder, or the PostgreSQL server of BENCH_BACKUP_DATABASE_URL (a database
 * of that name is created and dropped; the restore goes into a second one).
 */
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { createBackup } from "../api/src/backup/backup.ts";
import { restoreBackup } from "../api/src/backup/restore.ts";
import { openDatabase } from "../api/src/db/client.ts";
import { countsForAnimals, seedShelter } from "../scripts/seed/seedShelter.ts";

const ANIMALS = Number(process.env.BENCH_BACKUP_ANIMALS ?? 100_000);
const PHOTOS = Number(process.env.BENCH_BACKUP_PHOTOS ?? 5_000);
const PHOTO_BYTES = Number(process.env.BENCH_BACKUP_PHOTO_KB ?? 200) * 1024;
const SERVER_URL = process.env.BENCH_BACKUP_DATABASE_URL;

async function serverDatabase(suffix: string): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new URL(SERVER_URL!);
  const name = `refugio_bench_copia_${suffix}`;
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const source = await mkdtemp(path.join(tmpdir(), "refugio-bench-copia-"));
const target = await mkdtemp(path.join(tmpdir(), "refugio-bench-restaurada-"));
const servers = SERVER_URL ? [await serverDatabase("origen"), await serverDatabase("destino")] : [];
try {
  const database = await openDatabase(servers[0] ? { kind: "postgres", url: servers[0].url } : { kind: "pglite", dir: path.join(source, "db") });
  let started = performance.now();
  await seedShelter(database.prisma, countsForAnimals(ANIMALS));
  await mkdir(path.join(source, "uploads/fotos"), { recursive: true });
  for (let i = 0; i < PHOTOS; i++) await writeFile(path.join(source, `uploads/fotos/${crypto.randomUUID()}.jpg`), randomBytes(PHOTO_BYTES));
  console.log(`${database.kind}: ${ANIMALS} fichas y ${PHOTOS} fotos de ${PHOTO_BYTES / 1024} KB preparadas en ${seconds(performance.now() - started)}`);

  const archive = path.join(source, "copia.tar.gz");
  started = performance.now();
  const made = await createBackup({ source: database.snapshotSource, dataDir: source, file: archive, withSecrets: true, secretsFromEnvironment: [] });
  const backupMs = performance.now() - started;
  await database.close();
  const parts = Object.entries(made.manifest.partes).map(([name, part]) => `${name} ${megabytes(part.bytes)}`);
  console.log(`copia: ${seconds(backupMs)}, archivo ${megabytes(made.bytes)} (${parts.join(", ")})`);

  started = performance.now();
  await restoreBackup({ config: { dataDir: target, databaseUrl: servers[1]?.url, backupDir: path.join(target, "backups") }, file: archive, force: false });
  console.log(`restauración: ${seconds(performance.now() - started)} (comprobación de sumas incluida)`);
} finally {
  await rm(source, { recursive: true, force: true });
  await rm(target, { recursive: true, force: true });
  for (const server of servers) await server.drop();
}

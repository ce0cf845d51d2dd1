/**
 * The scale bench's own database on the PostgreSQL server (BENCH_DATABASE_URL, default
 * refugio_bench on 127.0.0.1): created, migrated and seeded the first time, reused after.
 */
import pg from "pg";
import { openDatabase } from "../../api/src/db/client.ts";
import { countsForAnimals, seedPlanSanitarioOfAll, seedShelter } from "../../scripts/seed/seedShelter.ts";
import { timed } from "../measure.ts";

export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/refugio_bench";

/**
 * The bench database outlives each run's data folder, and remembers the secrets of the first run
 * (api/src/secretFingerprints.ts): every server started on it brings the same ones.
 */
export const BENCH_SECRETS = { JWT_SECRET: "banco-de-pruebas-de-refugio-no-es-un-secreto", ENCRYPTION_KEY: "b".repeat(64) };

async function onServer(url: string, sql: string): Promise<pg.QueryResult> {
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

export type TableSizes = Record<"animales" | "entradas_salidas" | "observaciones" | "personas" | "ayuntamientos" | "actuaciones_animal", number>;

/** Makes sure the database holds at least `animals` fichas (and what goes with them); returns its table sizes. */
export async function ensureBenchDatabase(url: string, animals: number, { reseed = false } = {}): Promise<TableSizes> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Nombre de base de datos no admitido para el banco de pruebas: ${name}`);
  if (reseed) await onServer(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  const exists = (await onServer(url, `SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount === 1;
  if (!exists) await onServer(url, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ kind: "postgres", url });
  try {
    const present = await database.prisma.animal.count();
    if (present < animals) {
      await timed(
        `Carga de ${animals - present} fichas en ${name}`,
        () => seedShelter(database.prisma, countsForAnimals(animals - present)),
        (added) => `${added.entradasSalidas} E/S, ${added.observaciones} observaciones, ${added.personas} personas, ${added.ayuntamientos} ayuntamientos`,
      );
      // A live database is vacuumed by autovacuum; a fresh load is not yet, and until then
      // index-only scans (the Dashboard's counts) still read every row's page.
      await database.prisma.$executeRawUnsafe("VACUUM ANALYZE");
    }
    // The kept counts' tables (migration 20261218090000) are read through their indexes alone once
    // vacuumed: a live database's autovacuum does it; a freshly migrated one has not yet.
    await database.prisma.$executeRawUnsafe("VACUUM ANALYZE tratamientos, movimientos_mes");
    // Issue 27: a database seeded before the seed wrote plan sanitario items gets them once.
    if ((await database.prisma.actuacionAnimal.count()) === 0) {
      await timed(
        "Actuaciones del plan sanitario",
        () => seedPlanSanitarioOfAll(database.prisma),
        (added) => `${added} actuaciones`,
      );
      await database.prisma.$executeRawUnsafe("VACUUM ANALYZE actuaciones_animal");
    }
    // Issue 29: 5,000 of the animals in the shelter are published for adoption (the seed publishes none).
    const published = await database.prisma.$executeRawUnsafe(`
      UPDATE animales SET publicado_adopcion = true, descripcion_publica = 'Cariñoso y tranquilo; se lleva bien con otros animales.'
      WHERE id IN (SELECT animal_id FROM entradas_salidas WHERE destino_id = 6 ORDER BY animal_id LIMIT 5000) AND NOT publicado_adopcion`);
    if (published > 0) await database.prisma.$executeRawUnsafe("ANALYZE animales");
    const [sizes] = await database.prisma.$queryRawUnsafe<TableSizes[]>(`
      SELECT (SELECT count(*)::int FROM animales) AS animales, (SELECT count(*)::int FROM entradas_salidas) AS entradas_salidas,
             (SELECT count(*)::int FROM observaciones) AS observaciones, (SELECT count(*)::int FROM personas) AS personas,
             (SELECT count(*)::int FROM ayuntamientos) AS ayuntamientos, (SELECT count(*)::int FROM actuaciones_animal) AS actuaciones_animal`);
    return sizes!;
  } finally {
    await database.close();
  }
}

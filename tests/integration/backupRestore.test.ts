/**
 * Backup and restore (api/src/backup) on the engine the run uses: a PGlite folder, or with
 * TEST_DB=postgres a database of its own on the server (pg_dump and pg_restore). Each test starts
 * from a shelter seeded with scripts/seed, uploaded files and generated secrets. The shelter is
 * seeded once per file and copied for each test, as the migrated template is.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { gunzipSync } from "node:zlib";
import path from "node:path";
import * as tar from "tar";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, test, vi } from "vitest";
import { createBackup } from "../../api/src/backup/backup.ts";
import { BackupError } from "../../api/src/backup/backupError.ts";
import { restoreBackup } from "../../api/src/backup/restore.ts";
import { type Database, openDatabase } from "../../api/src/db/client.ts";
import { projectRoot } from "../../api/src/projectRoot.ts";
import type { SecretVariable } from "../../api/src/secrets.ts";
import { countsForAnimals, seedShelter } from "../../scripts/seed/seedShelter.ts";
import { copyMigratedPgliteFolder, createServerDatabase } from "../helpers/testDatabase.ts";

const onPostgres = process.env.TEST_DB === "postgres";

/** A data folder and its database, as one installation of Refugio has them. */
type Installation = {
  config: { dataDir: string; databaseUrl?: string; backupDir: string };
  open(): Promise<Database>;
  /** Everything gone: the database emptied, the data folder's files removed. */
  wipe(): Promise<void>;
  remove(): Promise<void>;
};

/** The database an installation starts from: a PGlite folder to copy, or a server database to copy as a template. */
type DatabaseSource = { pgliteFolder?: string; postgresTemplate?: string };

async function newInstallation(source: DatabaseSource = { postgresTemplate: inject("postgresTemplate") ?? undefined }): Promise<Installation> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "refugio-copias-"));
  const backupDir = path.join(dataDir, "backups");
  // A copy of a migrated template: the installation starts as a migrated database, without paying
  // initdb and every migration in each test.
  const server = onPostgres ? await createServerDatabase(source.postgresTemplate) : undefined;
  if (!server) {
    if (source.pgliteFolder) await cp(source.pgliteFolder, path.join(dataDir, "db"), { recursive: true });
    else await copyMigratedPgliteFolder(path.join(dataDir, "db"));
  }
  const open = () => openDatabase(server ? { kind: "postgres", url: server.url } : { kind: "pglite", dir: path.join(dataDir, "db") });
  return {
    config: { dataDir, databaseUrl: server?.url, backupDir },
    open,
    async wipe() {
      for (const name of ["db", "uploads", "secrets"]) await rm(path.join(dataDir, name), { recursive: true, force: true });
      if (server) {
        const database = await open();
        await database.prisma.$executeRawUnsafe("DROP SCHEMA public CASCADE");
        await database.prisma.$executeRawUnsafe("CREATE SCHEMA public");
        await database.close();
      }
    },
    async remove() {
      await server?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every table's row count, and a digest of the animals' and the E/S rows. */
async function databaseState(database: Database): Promise<Record<string, string>> {
  const tables = await database.prisma.$queryRawUnsafe<{ name: string }[]>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  const state: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await database.prisma.$queryRawUnsafe<{ n: number }[]>(`SELECT count(*)::int AS n FROM "${name}"`);
    state[name] = String(row!.n);
  }
  for (const table of ["animales", "entradas_salidas"]) {
    const [row] = await database.prisma.$queryRawUnsafe<{ digest: string }[]>(`SELECT md5(string_agg(t::text, '|' ORDER BY id)) AS digest FROM ${table} t`);
    state[`${table} (contenido)`] = row!.digest;
  }
  return state;
}

/** path → SHA-256 of every file of the data folder that is not the database's own or a backup. */
async function fileHashes(dir: string): Promise<Record<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])).filter(
    (entry) => !/^(db|backups)(\/|$)/.test(path.relative(dir, entry.parentPath)),
  );
  const hashes: Record<string, string> = {};
  for (const entry of entries.filter((e) => e.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, full)] = createHash("sha256")
      .update(await readFile(full))
      .digest("hex");
  }
  return hashes;
}

/** Whether the gzip `bytes` still decompress, whole, to `held`. */
function unpacksTo(bytes: Buffer, held: Buffer): boolean {
  try {
    return gunzipSync(bytes).equals(held);
  } catch {
    return false;
  }
}

// Each test copies and restores a whole database, some twice: minutes on a busy machine.
describe(`backup and restore (${onPostgres ? "PostgreSQL" : "PGlite"})`, { timeout: 240_000 }, () => {
  let seeded: Installation;
  let place: Installation;
  let database: Database;
  let archive: string;

  beforeAll(async () => {
    seeded = await newInstallation();
    const shelter = await seeded.open();
    await seedShelter(shelter.prisma, countsForAnimals(40));
    await shelter.close();
  }, 240_000);

  afterAll(() => seeded.remove());

  beforeEach(async () => {
    const { dataDir: seededDir, databaseUrl } = seeded.config;
    place = await newInstallation({
      pgliteFolder: path.join(seededDir, "db"),
      postgresTemplate: databaseUrl ? new URL(databaseUrl).pathname.slice(1) : undefined,
    });
    database = await place.open();
    const { dataDir } = place.config;
    await mkdir(path.join(dataDir, "uploads/fotos"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads/fotos/9f1c2d3e-0000-4000-8000-000000000001.jpg"), Buffer.alloc(50_000, 7));
    await writeFile(path.join(dataDir, "uploads/fotos/9f1c2d3e-0000-4000-8000-000000000002.png"), "otra foto");
    await mkdir(path.join(dataDir, "secrets"));
    await writeFile(path.join(dataDir, "secrets/jwt.key"), "a".repeat(64), { mode: 0o600 });
    await writeFile(path.join(dataDir, "secrets/encryption.key"), "b".repeat(64), { mode: 0o600 });
    archive = path.join(dataDir, "..", `${path.basename(dataDir)}.tar.gz`);
  }, 240_000);

  afterEach(async () => {
    await database.close();
    await place.remove();
    await rm(archive, { force: true });
  });

  const backUp = (withSecrets = true, secretsFromEnvironment: SecretVariable[] = []) =>
    createBackup({ source: database.snapshotSource, dataDir: place.config.dataDir, file: archive, withSecrets, secretsFromEnvironment });

  test("backup, wipe, restore: the same rows, files and secrets", async () => {
    // The row of the app's own backup run, under way while its copy is taken.
    await database.prisma.copiaSeguridad.create({ data: { origen: "manual", archivo: "refugio-20261126-030000Z.tar.gz" } });
    const rows = await databaseState(database);
    const files = await fileHashes(place.config.dataDir);
    expect(Number(rows.animales)).toBe(40);
    const made = await backUp();
    expect(made.manifest.motor).toBe(onPostgres ? "postgres" : "pglite");
    expect(made.manifest.migraciones.length).toBeGreaterThan(5);
    await database.close();

    await place.wipe();
    const report = await restoreBackup({ config: place.config, file: archive, force: false });
    expect(report.secretsToEnter).toEqual([]);
    expect(report.previous).toBeUndefined();
    database = await place.open();
    expect(await databaseState(database)).toEqual(rows);
    expect(await fileHashes(place.config.dataDir)).toEqual(files);
    expect((await stat(path.join(place.config.dataDir, "secrets/jwt.key"))).mode & 0o777).toBe(0o600);
    // That run is closed in the restored database, so it blocks no later one.
    expect(await database.prisma.copiaSeguridad.findFirst()).toMatchObject({
      terminada: expect.any(Date),
      error: expect.stringMatching(/^Se estaba haciendo cuando se tomó la copia restaurada/),
    });
  });

  test("a restore onto data needs --force, which backs up what was there first", async () => {
    await backUp();
    const original = await databaseState(database);
    await database.prisma.ayuntamiento.create({ data: { cif: "P2800000A", ayuntamiento: "Después de la copia" } });
    const changed = await databaseState(database);
    await database.close();

    await expect(restoreBackup({ config: place.config, file: archive, force: false })).rejects.toThrow(
      /^No se restaura encima de datos: ya hay contenido en la base de datos y la carpeta uploads\. No se ha cambiado nada\. .*--force/,
    );
    const report = await restoreBackup({ config: place.config, file: archive, force: true });
    database = await place.open();
    expect(await databaseState(database)).toEqual(original);
    await database.close();

    // The backup taken before restoring holds the row added after the first one.
    await place.wipe();
    await restoreBackup({ config: place.config, file: report.previous!.file, force: false });
    database = await place.open();
    expect(await databaseState(database)).toEqual(changed);
  });

  test("the commands answer in plain Spanish", async () => {
    const env = { ...process.env, DATA_DIR: place.config.dataDir, DATABASE_URL: place.config.databaseUrl ?? "", BACKUP_HOUR: "03:00" };
    const cli = (...args: string[]) =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        execFile(process.execPath, ["--import", "tsx", "api/src/backup/cli.ts", ...args], { cwd: projectRoot, env }, (error, stdout, stderr) =>
          resolve({ code: error ? (error.code as number) : 0, out: stdout + stderr }),
        );
      });
    if (!onPostgres) {
      // This test's process holds the folder, as a running app would.
      const refused = await cli("backup", archive);
      expect(refused.code).toBe(1);
      expect(refused.out).toMatch(/^Refugio está en marcha con la base de datos de .*Hacer copia ahora.*o detenga Refugio y repita npm run backup\.\n$/s);
      await database.close();
    }
    const made = await cli("backup", archive);
    expect(made).toEqual({ code: 0, out: expect.stringMatching(/^Copia hecha: .*\.tar\.gz \(\d+,\d MB, migración \d{14}_\w+\)\.\n$/) });
    const onData = await cli("restore", archive);
    expect(onData.code).toBe(1);
    expect(onData.out).toMatch(/^No se restaura encima de datos: ya hay contenido en la base de datos/);
    expect(await cli("restore")).toMatchObject({ code: 2, out: expect.stringMatching(/^Uso: npm run backup/) });
    expect(await cli("restore", "/no/existe.tar.gz")).toEqual({ code: 1, out: "No se encuentra el archivo de copia /no/existe.tar.gz.\n" });
    database = await place.open();
  });

  test.runIf(!onPostgres)("a PGlite folder in use is not restored over, and says why", async () => {
    await backUp();
    await expect(restoreBackup({ config: place.config, file: archive, force: true })).rejects.toThrow(/Refugio está en marcha .*deténgalo antes de restaurar/);
  });

  describe("a damaged archive is refused before anything changes, even with --force", () => {
    async function expectRefusedUnchanged(damage: (archive: string) => Promise<void>, message: RegExp) {
      await backUp();
      await damage(archive);
      const rows = await databaseState(database);
      const files = await fileHashes(place.config.dataDir);
      await database.close();
      const refusal = await restoreBackup({ config: place.config, file: archive, force: true }).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(BackupError);
      expect((refusal as Error).message).toMatch(message);
      database = await place.open();
      expect(await databaseState(database)).toEqual(rows);
      // No "backup before restoring" either: nothing was touched.
      expect(await fileHashes(place.config.dataDir)).toEqual(files);
    }

    test("one byte changed in the middle", async () => {
      await expectRefusedUnchanged(async (file) => {
        const bytes = await readFile(file);
        const held = gunzipSync(bytes);
        // Some bits of a deflate stream change nothing it holds (the same files come out, their
        // checksums hold): the first byte from the middle whose change does is the damage.
        for (let at = Math.floor(bytes.length / 2); ; at++) {
          bytes[at] = bytes[at]! ^ 0x01;
          if (!unpacksTo(bytes, held)) break;
          bytes[at] = bytes[at]! ^ 0x01;
        }
        await writeFile(file, bytes);
      }, /está dañado o incompleto: no se ha cambiado nada/);
    });

    test("cut short", async () => {
      await expectRefusedUnchanged(
        async (file) => truncate(file, Math.floor((await stat(file)).size * 0.6)),
        /está dañado o incompleto: no se ha cambiado nada/,
      );
    });

    test("a part that does not match its checksum", async () => {
      await expectRefusedUnchanged(
        (file) => repack(file, async (dir) => writeFile(path.join(dir, "secretos/jwt.key"), "c".repeat(64))),
        /La parte secretos\/jwt\.key no coincide con su suma de comprobación/,
      );
    });

    test("from a newer version of Refugio", async () => {
      await expectRefusedUnchanged(
        (file) =>
          repack(file, async (dir) => {
            const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
            manifest.migraciones.push("29990101000000_una_version_futura");
            await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));
          }),
        /Esta copia es de una versión más nueva de Refugio \(1\.0\.0, migración 29990101000000_una_version_futura\).*Actualice Refugio/,
      );
    });
  });

  test("without secrets: restored, and the restore names what to enter again", async () => {
    const made = await backUp(false);
    expect(made.manifest.secretos).toBe(false);
    expect(Object.keys(made.manifest.partes).some((part) => part.startsWith("secretos/"))).toBe(false);
    await database.close();
    await place.wipe();
    const report = await restoreBackup({ config: place.config, file: archive, force: false });
    expect(report.secretsToEnter).toEqual([expect.stringMatching(/^JWT_SECRET .*sesiones/), expect.stringMatching(/^ENCRYPTION_KEY .*contraseña SMTP/)]);
    database = await place.open();
  });

  test("a secret set in the environment is left out, not taken from a stale file of that name; the restore names it", async () => {
    // This installation runs on JWT_SECRET; secrets/jwt.key ("aaa…") is a leftover that nothing uses.
    const made = await backUp(true, ["JWT_SECRET"]);
    expect(made.manifest.secretos).toBe(false);
    expect(Object.keys(made.manifest.partes).filter((part) => part.startsWith("secretos/"))).toEqual(["secretos/encryption.key"]);
    await database.close();
    await place.wipe();
    const report = await restoreBackup({ config: place.config, file: archive, force: false });
    expect(report.secretsToEnter).toEqual([expect.stringMatching(/^JWT_SECRET .*sesiones/)]);
    expect(await readFile(path.join(place.config.dataDir, "secrets/encryption.key"), "utf8")).toBe("b".repeat(64));
    expect(await stat(path.join(place.config.dataDir, "secrets/jwt.key")).catch(() => null)).toBeNull();
    database = await place.open();
  });

  test("a backup taken while 20 writes run keeps every write acknowledged before it began, each whole", async () => {
    const acknowledged: number[] = [];
    let backupStarted = Number.POSITIVE_INFINITY;
    // Each write is two town halls in one transaction: a restore holds both or neither.
    const writes = Array.from({ length: 20 }, async (_, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      await database.prisma.$transaction([
        database.prisma.ayuntamiento.create({ data: { cif: `P${String(i).padStart(7, "0")}A`, ayuntamiento: `Escritura ${i} a` } }),
        database.prisma.ayuntamiento.create({ data: { cif: `P${String(i).padStart(7, "0")}B`, ayuntamiento: `Escritura ${i} b` } }),
      ]);
      acknowledged[i] = performance.now();
    });
    // The backup starts once some writes are acknowledged (a fixed delay was too short on a busy machine).
    await vi.waitFor(() => expect(acknowledged.filter(Boolean).length).toBeGreaterThan(2), { timeout: 10_000, interval: 5 });
    backupStarted = performance.now();
    await Promise.all([backUp(), ...writes]);
    const before = acknowledged.flatMap((at, i) => (at < backupStarted ? [i] : []));
    expect(before.length).toBeGreaterThan(0);
    await database.close();

    await place.wipe();
    await restoreBackup({ config: place.config, file: archive, force: false });
    database = await place.open();
    const halls = await database.prisma.ayuntamiento.findMany({ where: { ayuntamiento: { startsWith: "Escritura " } }, select: { ayuntamiento: true } });
    const present = new Map<number, number>();
    for (const { ayuntamiento } of halls) {
      const i = Number(ayuntamiento.split(" ")[1]);
      present.set(i, (present.get(i) ?? 0) + 1);
    }
    for (const i of before) expect(present.get(i), `escritura ${i}, confirmada antes de la copia`).toBe(2);
    for (const [i, count] of present) expect(count, `escritura ${i} a medias`).toBe(2);
  });
});

/** Unpacks an archive, lets `change` edit its files, and packs it again as it was packed. */
async function repack(file: string, change: (dir: string) => Promise<void>): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "refugio-reempaquetar-"));
  try {
    await tar.extract({ file, cwd: dir });
    await change(dir);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    const names = entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    await tar.create({ gzip: true, file, cwd: dir, portable: true }, names);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Makes one backup archive (archive.ts): the database's dump (databaseSnapshot.ts), DATA_DIR/secrets
 * unless left out, and DATA_DIR/uploads while files still live there. The parts are staged in a
 * hidden folder beside the archive (same disk as the result, removed afterwards).
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { projectRoot } from "../projectRoot.ts";
import { DATABASE_PART, type Manifest, packArchive, SECRETS_FOLDER, UPLOADS_PART } from "./archive.ts";
import { dumpDatabase, type SnapshotSource } from "./databaseSnapshot.ts";

export type BackupOptions = {
  source: SnapshotSource;
  dataDir: string;
  file: string;
  /** False for `--without-secrets`: an archive that travels. */
  withSecrets: boolean;
};

export type BackupResult = { file: string; bytes: number; manifest: Manifest };

export async function createBackup({ source, dataDir, file, withSecrets }: BackupOptions): Promise<BackupResult> {
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), ".preparando-copia-"));
  try {
    await mkdir(path.join(staging, path.dirname(DATABASE_PART[source.kind])), { recursive: true });
    const migraciones = await dumpDatabase(source, path.join(staging, DATABASE_PART[source.kind]));
    if (withSecrets) await copySecrets(dataDir, path.join(staging, SECRETS_FOLDER));
    await packUploads(dataDir, path.join(staging, UPLOADS_PART));
    const manifest = await packArchive(staging, file, {
      aplicacion: await appVersion(),
      motor: source.kind,
      migraciones,
      creada: new Date().toISOString(),
      secretos: withSecrets,
    });
    return { file, bytes: (await stat(file)).size, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The app's version, from package.json. */
export async function appVersion(): Promise<string> {
  return (JSON.parse(await readFile(path.join(projectRoot, "package.json"), "utf8")) as { version: string }).version;
}

/** The generated secrets (secrets.ts): the files of DATA_DIR/secrets. */
async function copySecrets(dataDir: string, into: string): Promise<void> {
  const entries = await readdir(path.join(dataDir, "secrets"), { withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile());
  if (files.length === 0) return;
  await mkdir(into, { recursive: true, mode: 0o700 });
  for (const entry of files) await copyFile(path.join(dataDir, "secrets", entry.name), path.join(into, entry.name));
}

/** DATA_DIR/uploads as one tar, when the folder exists (files not yet moved into the database). */
async function packUploads(dataDir: string, into: string): Promise<void> {
  const exists = await stat(path.join(dataDir, "uploads")).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
  if (!exists) return;
  await mkdir(path.dirname(into), { recursive: true });
  await tar.create({ file: into, cwd: dataDir, portable: true }, ["uploads"]);
}

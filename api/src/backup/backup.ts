/**
 * Makes one backup archive (archive.ts): the database's dump (databaseSnapshot.ts), the secrets of
 * DATA_DIR/secrets unless left out, and DATA_DIR/uploads while files still live there. A secret the
 * installation takes from its environment is left out: a file of that name in DATA_DIR/secrets is
 * not the one in use, and a restore that brought it back would not start. The parts are staged in a
 * hidden folder beside the archive (same disk as the result, removed afterwards).
 */
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import * as tar from "tar";
import { projectRoot } from "../projectRoot.ts";
import { GENERATED_SECRETS, type SecretVariable } from "../secrets.ts";
import { DATABASE_PART, type Manifest, packArchive, SECRETS_FOLDER, UPLOADS_PART } from "./archive.ts";
import { dumpDatabase, type SnapshotSource } from "./databaseSnapshot.ts";

export type BackupOptions = {
  source: SnapshotSource;
  dataDir: string;
  file: string;
  /** False for `--without-secrets`: an archive that travels. */
  withSecrets: boolean;
  /** The secrets set in the environment (secretsFromEnvironment), never taken from their files. */
  secretsFromEnvironment: readonly SecretVariable[];
};

export type BackupResult = { file: string; bytes: number; manifest: Manifest };

export async function createBackup({ source, dataDir, file, withSecrets, secretsFromEnvironment }: BackupOptions): Promise<BackupResult> {
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), ".preparando-copia-"));
  try {
    await mkdir(path.join(staging, path.dirname(DATABASE_PART[source.kind])), { recursive: true });
    const migraciones = await dumpDatabase(source, path.join(staging, DATABASE_PART[source.kind]));
    const secretsCopied = withSecrets ? await copySecrets(dataDir, path.join(staging, SECRETS_FOLDER), secretsFromEnvironment) : 0;
    await packUploads(dataDir, path.join(staging, UPLOADS_PART));
    const manifest = await packArchive(staging, file, {
      aplicacion: await appVersion(),
      motor: source.kind,
      migraciones,
      creada: new Date().toISOString(),
      secretos: secretsCopied === GENERATED_SECRETS.length,
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

/** The generated secrets in use (secrets.ts): their files in DATA_DIR/secrets. Answers how many it copied. */
async function copySecrets(dataDir: string, into: string, fromEnvironment: readonly SecretVariable[]): Promise<number> {
  const entries = await readdir(path.join(dataDir, "secrets"), { withFileTypes: true }).catch(() => []);
  const inUse = GENERATED_SECRETS.filter((secret) => !fromEnvironment.includes(secret.variable)).map((secret) => secret.file);
  const files = entries.filter((entry) => entry.isFile() && (inUse as string[]).includes(entry.name));
  if (files.length === 0) return 0;
  await mkdir(into, { recursive: true, mode: 0o700 });
  for (const entry of files) await copyFile(path.join(dataDir, "secrets", entry.name), path.join(into, entry.name));
  return files.length;
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

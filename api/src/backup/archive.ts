/**
 * The backup archive: one gzip-compressed tar (the `tar` package) holding `manifest.json` and the
 * parts it lists, each with its size and SHA-256. Writing stages the parts in a folder and packs
 * them into a temporary file renamed into place, so a half-written archive never carries the final
 * name. Reading unpacks into a folder and checks every part against the manifest before anything
 * else is done with it: a damaged or cut archive is refused there, having changed nothing.
 */
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import { BackupError } from "./backupError.ts";

/** What the manifest says of one part. */
export type PartEntry = { bytes: number; sha256: string };

export type Manifest = {
  formato: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  /** The app's version (package.json) that made it. */
  aplicacion: string;
  motor: "pglite" | "postgres";
  /** Every migration applied to the database copied, in order; the last one is its level. */
  migraciones: string[];
  creada: string;
  /** Whether every secret in use travels in it (false: made with --without-secrets, or some set in the environment). */
  secretos: boolean;
  /** Part path inside the archive → size and hash. */
  partes: Record<string, PartEntry>;
};

const FORMAT = "refugio-copia";
const FORMAT_VERSION = 1;
export const MANIFEST = "manifest.json";

/** The database part's name for each engine. */
export const DATABASE_PART = { pglite: "base-de-datos/pglite.tar", postgres: "base-de-datos/postgres.dump" } as const;
/** The files of DATA_DIR/uploads, while they still live on disk, as one tar inside the archive. */
export const UPLOADS_PART = "archivos-subidos/uploads.tar";
export const SECRETS_FOLDER = "secretos";

/** Nothing a real installation stores has this many parts; a bigger count is not our archive. */
const MAX_PARTS = 64;

export async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(file), hash);
  return hash.digest("hex");
}

/** Hashes the staged parts, writes the manifest and packs everything into `file`. */
export async function packArchive(staging: string, file: string, manifest: Omit<Manifest, "formato" | "version" | "partes">): Promise<Manifest> {
  const names = await filesUnder(staging);
  const partes: Record<string, PartEntry> = {};
  for (const name of names) {
    const full = path.join(staging, name);
    partes[name] = { bytes: (await stat(full)).size, sha256: await sha256OfFile(full) };
  }
  const complete: Manifest = { formato: FORMAT, version: FORMAT_VERSION, ...manifest, partes };
  await writeFile(path.join(staging, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`);
  await mkdir(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.parcial`;
  try {
    await tar.create({ gzip: true, file: draft, cwd: staging, portable: true }, [MANIFEST, ...names]);
    await rename(draft, file);
  } catch (error) {
    await rm(draft, { force: true });
    throw error;
  }
  return complete;
}

/** Unpacks `file` into `staging` (empty) and answers its manifest once every part checks out. */
export async function unpackArchive(file: string, staging: string): Promise<Manifest> {
  const isFile = await stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
  if (!isFile) throw new BackupError(`No se encuentra el archivo de copia ${file}.`);
  let entries = 0;
  let unexpected = false;
  try {
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      // Only plain files and their folders (links could point outside the staging folder), and
      // no more than a real archive holds.
      filter: (_path, entry) => {
        const plain = "type" in entry && (entry.type === "File" || entry.type === "Directory");
        if (!plain || ++entries > MAX_PARTS * 2) unexpected = true;
        return !unexpected;
      },
    });
  } catch {
    throw new BackupError(damaged(file));
  }
  if (unexpected) throw new BackupError(damaged(file));
  const manifest = await readManifest(staging, file);
  const found = new Set(await filesUnder(staging));
  found.delete(MANIFEST);
  for (const [name, expected] of Object.entries(manifest.partes)) {
    if (!found.delete(name)) throw new BackupError(`${damaged(file)} Falta la parte ${name}.`);
    const full = path.join(staging, name);
    const bytes = (await stat(full)).size;
    if (bytes !== expected.bytes || (await sha256OfFile(full)) !== expected.sha256) {
      throw new BackupError(`${damaged(file)} La parte ${name} no coincide con su suma de comprobación (SHA-256).`);
    }
  }
  if (found.size > 0) throw new BackupError(`${damaged(file)} Contiene partes que su índice no nombra.`);
  return manifest;
}

function damaged(file: string): string {
  return `El archivo de copia ${path.basename(file)} está dañado o incompleto: no se ha cambiado nada.`;
}

async function readManifest(staging: string, file: string): Promise<Manifest> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(staging, MANIFEST), "utf8")) as Manifest;
  } catch {
    throw new BackupError(`${path.basename(file)} no es una copia de seguridad de Refugio, o está dañada: no se ha cambiado nada.`);
  }
  const wellFormed =
    manifest?.formato === FORMAT &&
    typeof manifest.aplicacion === "string" &&
    (manifest.motor === "pglite" || manifest.motor === "postgres") &&
    Array.isArray(manifest.migraciones) &&
    manifest.migraciones.every((name) => typeof name === "string") &&
    typeof manifest.secretos === "boolean" &&
    typeof manifest.partes === "object" &&
    manifest.partes !== null &&
    Object.values(manifest.partes).every((part) => Number.isSafeInteger(part?.bytes) && /^[0-9a-f]{64}$/.test(String(part?.sha256)));
  if (!wellFormed) throw new BackupError(`${path.basename(file)} no es una copia de seguridad de Refugio, o está dañada: no se ha cambiado nada.`);
  if (manifest.version !== FORMAT_VERSION) {
    throw new BackupError(`${path.basename(file)} tiene un formato de copia (${manifest.version}) que esta versión de Refugio no conoce: actualice Refugio.`);
  }
  return manifest;
}

/** Every file under `dir`, as relative paths with forward slashes, sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

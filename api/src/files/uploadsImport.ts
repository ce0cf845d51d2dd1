/**
 * The one-time move of the files earlier versions kept on disk (DATA_DIR/uploads/<kind>/<name>,
 * their copies under DATA_DIR/uploads/variantes/<kind>/<name>/<variant>) into the database, run
 * at every start after the migrations (app.ts) and doing nothing once the folder is empty.
 *
 * - A file some record names (a photo, a document, the logo, a generated PDF) is written with its
 *   copies in one transaction, under the API path the record already holds, then removed from the
 *   disk: an interrupted start leaves each file either on disk or in the database (or, between
 *   the commit and the removal, in both, which the next start resolves by its hash).
 * - A file no record names (its record was deleted while the disk kept it) is not imported: it
 *   stays where it is and is reported in the log.
 * - Running it again finds what it did and skips it, so two instances on a shared folder, or a
 *   start after a crash, import nothing twice.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client.ts";
import { FILE_KINDS, type FileKind, GENERATED_NAME, insertFile, saveVariant, UPLOADS_API_PREFIX } from "./fileStore.ts";
import { detectImage } from "./imageType.ts";
import { mimeForExtension } from "./imageType.ts";

export type UploadsImport = {
  /** Files written into the database by this run. */
  importados: number;
  /** Files already in the database (an earlier run cut off after its commit); removed from disk. */
  yaImportados: number;
  /** API paths of files no record names: left on disk, not imported. */
  sinRegistro: string[];
  /** API paths of files over the bound (none the app wrote): left on disk, not imported. */
  demasiadoGrandes: string[];
};

type Log = { info(message: string): void; warn(message: string): void };

/** How many names one statement checks at once. */
const BATCH = 500;
/** How many files without a record the log names one by one. */
const NAMED_IN_LOG = 20;
/**
 * Each file is read whole, so it is bounded first: well above every upload limit (10 MB, a
 * document) and any generated PDF; a larger file under one of these names was not written by the app.
 */
export const MAX_IMPORTED_BYTES = 32 * 1024 * 1024;

export async function importUploadedFiles(db: Db, dataDir: string, log: Log, { maxBytes = MAX_IMPORTED_BYTES } = {}): Promise<UploadsImport> {
  const root = path.join(dataDir, "uploads");
  const result: UploadsImport = { importados: 0, yaImportados: 0, sinRegistro: [], demasiadoGrandes: [] };
  for (const kind of FILE_KINDS) {
    const names = (await listFolder(path.join(root, kind))).filter((name) => GENERATED_NAME.test(name));
    for (let start = 0; start < names.length; start += BATCH) {
      const batch = names.slice(start, start + BATCH);
      const { named, stored } = await recordsOf(
        db,
        batch.map((name) => apiPathOf(kind, name)),
      );
      for (const name of batch) {
        const apiPath = apiPathOf(kind, name);
        if (stored.has(apiPath)) {
          if (await removeIfStored(db, root, kind, name, log)) result.yaImportados++;
        } else if (!named.has(apiPath)) {
          result.sinRegistro.push(apiPath);
        } else {
          const outcome = await importFile(db, root, kind, name, maxBytes);
          if (outcome === "imported") result.importados++;
          if (outcome === "tooLarge") result.demasiadoGrandes.push(apiPath);
        }
      }
    }
    await removeEmptyFolders(root, kind);
  }
  report(result, root, log, maxBytes);
  return result;
}

const apiPathOf = (kind: FileKind, name: string) => `${UPLOADS_API_PREFIX}/${kind}/${name}`;
const variantsFolder = (root: string, kind: FileKind, name: string) => path.join(root, "variantes", kind, name);
const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Which of these API paths a record names, and which the database already holds. */
async function recordsOf(db: Db, apiPaths: string[]): Promise<{ named: Set<string>; stored: Set<string> }> {
  const rows = await db.$queryRaw<{ ruta: string; nombrado: boolean; guardado: boolean }[]>`
    SELECT c.ruta,
      EXISTS (SELECT 1 FROM animales WHERE fotografia = c.ruta)
        OR EXISTS (SELECT 1 FROM observaciones WHERE documentacion = c.ruta)
        OR EXISTS (SELECT 1 FROM refugio WHERE logo = c.ruta)
        OR EXISTS (SELECT 1 FROM documentos_generados WHERE archivo = c.ruta) AS nombrado,
      EXISTS (SELECT 1 FROM archivos WHERE ruta = c.ruta) AS guardado
    FROM unnest(${apiPaths}::text[]) AS c(ruta)`;
  return {
    named: new Set(rows.filter((row) => row.nombrado).map((row) => row.ruta)),
    stored: new Set(rows.filter((row) => row.guardado).map((row) => row.ruta)),
  };
}

/** Writes the file and its copies in one transaction, then removes them from disk. */
async function importFile(db: Db, root: string, kind: FileKind, name: string, maxBytes: number): Promise<"imported" | "gone" | "tooLarge"> {
  const bytes = await readIfThere(path.join(root, kind, name), maxBytes);
  if (bytes === "tooLarge") return "tooLarge";
  if (!bytes) return "gone";
  const variants = await readVariants(variantsFolder(root, kind, name), maxBytes);
  if (variants === "tooLarge") return "tooLarge";
  const ruta = apiPathOf(kind, name);
  await db.$transaction(async (tx) => {
    // Already there: another instance on a shared folder imported it meanwhile, copies included.
    if (!(await insertFile(tx, ruta, { bytes, mime: mimeForExtension(name.split(".").pop() ?? "") }, { ifAbsent: true }))) return;
    for (const variant of variants) await saveVariant(tx, ruta, variant.name, variant);
  });
  await removeFromDisk(root, kind, name);
  return "imported";
}

/**
 * A file the database already holds under its name: the disk's copy is removed when it is the same
 * bytes (a run cut off after its commit); otherwise it is left and reported.
 */
async function removeIfStored(db: Db, root: string, kind: FileKind, name: string, log: Log): Promise<boolean> {
  // Stored, so within every bound when it was imported: a file now larger is not the same one.
  const bytes = await readIfThere(path.join(root, kind, name), MAX_IMPORTED_BYTES);
  if (!bytes || bytes === "tooLarge") return false;
  const stored = await db.archivo.findUnique({ where: { ruta: apiPathOf(kind, name) }, select: { sha256: true } });
  if (stored?.sha256 !== sha256Of(bytes)) {
    log.warn(`DATA_DIR/uploads/${kind}/${name} difiere del archivo guardado con ese nombre en la base de datos; se deja en el disco.`);
    return false;
  }
  await removeFromDisk(root, kind, name);
  return true;
}

async function readVariants(folder: string, maxBytes: number) {
  const variants = [];
  for (const variante of (await listFolder(folder)).filter((entry) => /^[a-z]+$/.test(entry))) {
    const bytes = await readIfThere(path.join(folder, variante), maxBytes);
    if (bytes === "tooLarge") return bytes;
    if (!bytes) continue;
    variants.push({ name: variante, bytes, mime: (await detectImage(bytes))?.mime ?? "application/octet-stream" });
  }
  return variants;
}

async function removeFromDisk(root: string, kind: FileKind, name: string): Promise<void> {
  await rm(variantsFolder(root, kind, name), { recursive: true, force: true });
  await rm(path.join(root, kind, name), { force: true });
}

/** The kind's folders, once emptied; a folder still holding something (files without a record) stays. */
async function removeEmptyFolders(root: string, kind: FileKind): Promise<void> {
  for (const folder of [path.join(root, "variantes", kind), path.join(root, "variantes"), path.join(root, kind), root]) {
    await rmdir(folder).catch(() => {});
  }
}

/** At most NAMED_IN_LOG of them by name, and how many more. */
function named(apiPaths: string[]): string {
  const more = apiPaths.length > NAMED_IN_LOG ? ` y ${apiPaths.length - NAMED_IN_LOG} más` : "";
  return `${apiPaths.slice(0, NAMED_IN_LOG).join(", ")}${more}`;
}

function report(result: UploadsImport, root: string, log: Log, maxBytes: number): void {
  const { importados, yaImportados, sinRegistro, demasiadoGrandes } = result;
  if (importados || yaImportados) {
    log.info(`Archivos de ${root} movidos a la base de datos: ${importados} importados, ${yaImportados} ya estaban en ella.`);
  }
  if (sinRegistro.length) {
    log.warn(`${sinRegistro.length} archivos de ${root} no se importan porque ningún registro los nombra (se dejan en el disco): ${named(sinRegistro)}.`);
  }
  if (demasiadoGrandes.length) {
    log.warn(
      `${demasiadoGrandes.length} archivos de ${root} no se importan porque superan ${maxBytes} bytes (se dejan en el disco): ${named(demasiadoGrandes)}.`,
    );
  }
}

async function listFolder(folder: string): Promise<string[]> {
  try {
    return (await readdir(folder)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "ENOTDIR") return [];
    throw error;
  }
}

async function readIfThere(file: string, maxBytes: number): Promise<Buffer | "tooLarge" | null> {
  try {
    if ((await stat(file)).size > maxBytes) return "tooLarge";
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

/**
 * The files kept with the records (photos, observation documents, the shelter's logo, generated
 * PDFs), in the database: table `archivos` (content type, size, SHA-256, bytes) and
 * `archivos_variantes` (copies made from a file, such as an image's display copy, removed with
 * it by ON DELETE CASCADE). A file is written with the transaction client of the change that
 * makes a record name it and removed in the one that makes the record stop naming it, so a
 * refused write leaves nothing behind and a deleted record takes its files with it; a backup of
 * the database holds every file, and every instance serves every file.
 *
 * Names are generated here (a random UUID and the extension of the detected content), never
 * taken from the client; a file is addressed by its API path (`/api/uploads/<kind>/<name>`),
 * which is what the records store and what never changes.
 *
 * Every file is bounded by its upload rule (5 MB for a photo, 10 MB for a document) or by the
 * document it is (a generated PDF), so reading one into a Buffer per request is bounded too;
 * PostgreSQL's bytea has no cheaper way to hand Prisma a value in parts.
 *
 * The bytes cross the driver as hex text (`decode`/`encode`), which Node's Buffer converts
 * natively: Prisma's own Bytes handling took 140 ms to write and 70 ms to read a 210 KB photo on
 * PGlite (18 ms to read on PostgreSQL), against 25 ms and 10 ms (7 ms) this way
 * (bench/storedFiles.ts). The hex text is twice the file, still within the bounds above.
 */
import { createHash, randomUUID } from "node:crypto";
import type { Prisma } from "../db/generated/prisma/client.ts";

export const FILE_KINDS = ["fotos", "documentos", "logos", "informes"] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const UPLOADS_API_PREFIX = "/api/uploads";

/** Only names this module generates are ever resolved: a UUID, a dot and a short extension. */
export const GENERATED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** A variant's name: lower-case letters only ("display"). */
const VARIANT_NAME = /^[a-z]+$/;

/** The database client, or the transaction of the change that names or stops naming a file. */
export type FileClient = Prisma.TransactionClient;

export type StoredFile = { kind: FileKind; name: string; apiPath: string };

/** What a file is, without its bytes: enough to answer a conditional request (ETag) or a HEAD. */
export type StoredFileInfo = { mime: string; size: number; sha256: string };

export type StoredBytes = StoredFileInfo & { bytes: Buffer };

/** Bytes to keep and the type they are served with. */
export type FileContent = { bytes: Uint8Array; mime: string };

const fileAt = (kind: FileKind, name: string): StoredFile => ({ kind, name, apiPath: `${UPLOADS_API_PREFIX}/${kind}/${name}` });

/** The stored file an API path names, or null when the path is not one this module generates. */
export function locate(apiPath: string): StoredFile | null {
  const prefix = `${UPLOADS_API_PREFIX}/`;
  if (!apiPath.startsWith(prefix)) return null;
  const [kind, name, ...rest] = apiPath.slice(prefix.length).split("/");
  if (rest.length || !kind || !name) return null;
  if (!(FILE_KINDS as readonly string[]).includes(kind) || !GENERATED_NAME.test(name)) return null;
  return fileAt(kind as FileKind, name);
}

const sha256Of = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Prisma's Bytes as a Buffer over the same memory (no copy). */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const columnsOf = ({ bytes, mime }: FileContent) => ({ mime, size: bytes.byteLength, sha256: sha256Of(bytes), hex: asBuffer(bytes).toString("hex") });

/**
 * Prisma's interactive-transaction options for a change that stores an uploaded file (a document
 * up to 10 MB, a photo or logo with its copies, sent to the database inside the transaction): its
 * default of 5 s can pass on a busy server.
 */
export const UPLOAD_TRANSACTION = { maxWait: 15_000, timeout: 30_000 };

/** Writes a file under `apiPath`; with `ifAbsent`, a file already there is kept (false). */
export async function insertFile(tx: FileClient, apiPath: string, content: FileContent, { ifAbsent = false } = {}): Promise<boolean> {
  const { mime, size, sha256, hex } = columnsOf(content);
  const written = ifAbsent
    ? await tx.$executeRaw`
        INSERT INTO archivos (ruta, tipo_contenido, tamano, sha256, contenido) VALUES (${apiPath}, ${mime}, ${size}, ${sha256}, decode(${hex}, 'hex'))
        ON CONFLICT (ruta) DO NOTHING`
    : await tx.$executeRaw`
        INSERT INTO archivos (ruta, tipo_contenido, tamano, sha256, contenido) VALUES (${apiPath}, ${mime}, ${size}, ${sha256}, decode(${hex}, 'hex'))`;
  return written > 0;
}

/**
 * Keeps the bytes under a new generated name, in `tx`: the transaction that then makes a record
 * name the returned API path, so both are kept or neither is.
 */
export async function saveFile(tx: FileClient, kind: FileKind, content: FileContent & { extension: string }): Promise<StoredFile> {
  if (!/^[a-z0-9]{2,5}$/.test(content.extension)) throw new Error(`Extensión no válida: ${content.extension}`);
  const file = fileAt(kind, `${randomUUID()}.${content.extension}`);
  await insertFile(tx, file.apiPath, content);
  return file;
}

/**
 * Keeps a variant of a stored file, replacing the one it had; false when the file is not there
 * (then no variant is kept: the foreign key refuses one without its file).
 */
export async function saveVariant(db: FileClient, apiPath: string, variant: string, content: FileContent): Promise<boolean> {
  if (!VARIANT_NAME.test(variant)) throw new Error(`Variante no válida: ${variant}`);
  const { mime, size, sha256, hex } = columnsOf(content);
  // One statement: a file removed meanwhile makes the insert find no row to copy its key from.
  const kept = await db.$executeRaw`
    INSERT INTO archivos_variantes (ruta, variante, tipo_contenido, tamano, sha256, contenido)
    SELECT ruta, ${variant}, ${mime}, ${size}, ${sha256}, decode(${hex}, 'hex') FROM archivos WHERE ruta = ${apiPath}
    ON CONFLICT (ruta, variante) DO UPDATE
      SET tipo_contenido = excluded.tipo_contenido, tamano = excluded.tamano, sha256 = excluded.sha256, contenido = excluded.contenido`;
  return kept > 0;
}

export type RemovedFiles = { archivosEliminados: number; archivosNoEncontrados: number };

/**
 * Removes the files the records named, with their variants, in `tx`: the transaction that deletes
 * the records or makes them name another file. A name whose file is not there (a file lost before
 * files were kept in the database) is counted apart.
 */
export async function removeFiles(tx: FileClient, apiPaths: ReadonlyArray<string | null>): Promise<RemovedFiles> {
  const named = [...new Set(apiPaths.filter((apiPath): apiPath is string => !!apiPath))];
  if (!named.length) return { archivosEliminados: 0, archivosNoEncontrados: 0 };
  const { count } = await tx.archivo.deleteMany({ where: { ruta: { in: named } } });
  return { archivosEliminados: count, archivosNoEncontrados: named.length - count };
}

const INFO = { tipoContenido: true, tamano: true, sha256: true } as const;
const infoOf = (row: { tipoContenido: string; tamano: number; sha256: string }): StoredFileInfo => ({
  mime: row.tipoContenido,
  size: row.tamano,
  sha256: row.sha256,
});

/** A stored file's type, size and hash, or its variant's; null when it is not there. */
export async function fileInfo(db: FileClient, apiPath: string, variant?: string): Promise<StoredFileInfo | null> {
  const row = variant
    ? await db.archivoVariante.findUnique({ where: { ruta_variante: { ruta: apiPath, variante: variant } }, select: INFO })
    : await db.archivo.findUnique({ where: { ruta: apiPath }, select: INFO });
  return row && infoOf(row);
}

type BytesRow = { tipoContenido: string; tamano: number; sha256: string; hex: string };
const withBytes = (row: BytesRow | undefined): StoredBytes | null => (row ? { ...infoOf(row), bytes: Buffer.from(row.hex, "hex") } : null);

/** A stored file with its bytes, or null when it is not there. */
export async function readFile(db: FileClient, apiPath: string): Promise<StoredBytes | null> {
  const [row] = await db.$queryRaw<BytesRow[]>`
    SELECT tipo_contenido AS "tipoContenido", tamano, sha256, encode(contenido, 'hex') AS hex FROM archivos WHERE ruta = ${apiPath}`;
  return withBytes(row);
}

/** A variant with its bytes, or null when it was never made (or its file is gone). */
export async function readVariant(db: FileClient, apiPath: string, variant: string): Promise<StoredBytes | null> {
  const [row] = await db.$queryRaw<BytesRow[]>`
    SELECT tipo_contenido AS "tipoContenido", tamano, sha256, encode(contenido, 'hex') AS hex
    FROM archivos_variantes WHERE ruta = ${apiPath} AND variante = ${variant}`;
  return withBytes(row);
}

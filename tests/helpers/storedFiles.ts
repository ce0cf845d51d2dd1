/** The files the database keeps (api/src/files/fileStore.ts), as tests look at them. */
import type { Db } from "../../api/src/db/client.ts";
import { type FileKind, readFile, saveFile, type StoredFile, UPLOADS_API_PREFIX } from "../../api/src/files/fileStore.ts";
import { mimeForExtension } from "../../api/src/files/imageType.ts";

/** The names (`<uuid>.<ext>`) of the files of a kind, sorted. */
export async function storedFileNames(db: Db, kind: FileKind): Promise<string[]> {
  const prefix = `${UPLOADS_API_PREFIX}/${kind}/`;
  const rows = await db.archivo.findMany({ where: { ruta: { startsWith: prefix } }, select: { ruta: true }, orderBy: { ruta: "asc" } });
  return rows.map((row) => row.ruta.slice(prefix.length));
}

export const isStored = async (db: Db, apiPath: string) => (await db.archivo.count({ where: { ruta: apiPath } })) === 1;

/** The names of the variants kept of a file ("display"). */
export async function storedVariants(db: Db, apiPath: string): Promise<string[]> {
  const rows = await db.archivoVariante.findMany({ where: { ruta: apiPath }, select: { variante: true }, orderBy: { variante: "asc" } });
  return rows.map((row) => row.variante);
}

/** How many variants the database keeps, of the files of a kind. */
export const variantCount = (db: Db, kind: FileKind) => db.archivoVariante.count({ where: { ruta: { startsWith: `${UPLOADS_API_PREFIX}/${kind}/` } } });

export const storedBytes = async (db: Db, apiPath: string) => (await readFile(db, apiPath))?.bytes ?? null;

/**
 * A file kept with no record naming it yet, typed by its extension, for a test to put on a row:
 * a document, or an image as images were kept before display copies existed.
 */
export const keepFile = (db: Db, kind: FileKind, bytes: Uint8Array, extension: string): Promise<StoredFile> =>
  saveFile(db, kind, { bytes, extension, mime: mimeForExtension(extension) });

/** Removes a file behind its record's back, as a file lost before files were kept in the database. */
export const loseFile = (db: Db, apiPath: string) => db.archivo.delete({ where: { ruta: apiPath } });

/** The archive of generated documents ('Documentos generados' of an E/S), newest first, and their downloads. */
import { type DocumentoGenerado, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { fileInfo, readFile } from "../../files/fileStore.ts";
import { type ServableFile, storedToServe } from "../files/servableFile.ts";
import { type RowWindow, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseRecordId } from "../ids.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";
import { documentoNotFound } from "./errors.ts";

export const DOCUMENTOS_API_PREFIX = "/api/reports/documentos";

/** Where a logged-in user downloads the document again, exactly as it was generated. */
export const pdfUrlOf = (id: number) => `${DOCUMENTOS_API_PREFIX}/${id}`;

export const countDocumentos = (db: Deps["db"], entradaSalidaId: number) => db.documentoGenerado.count({ where: { entradaSalidaId } });

/**
 * A window of the documents of an E/S that was just read (its `documentosGenerados` connection),
 * the newest first, with their total, in one statement (the list pattern).
 */
export async function pageDocumentosGenerados(
  deps: Deps,
  actor: Actor,
  input: { entradaSalidaId: number },
  window: RowWindow,
): Promise<{ items: DocumentoGenerado[]; total: number }> {
  requireLoggedIn(actor);
  const source: ListSource = {
    table: "documentos_generados",
    columns: Prisma.sql`id, entrada_salida_id AS "entradaSalidaId", tipo, nombre_archivo AS "nombreArchivo", archivo, sha256, bytes,
      parametros, generado_por AS "generadoPor", generado_en AS "generadoEn", firmado_de_id AS "firmadoDeId"`,
    // Newest first; the id breaks ties between documents of the same millisecond.
    orderBy: Prisma.sql`generado_en DESC, id DESC`,
    where: [Prisma.sql`entrada_salida_id = ${input.entradaSalidaId}`],
  };
  return searchList<DocumentoGenerado>(deps.db, source, parseInput(rowWindowSchema, window));
}

/** GET /api/reports/documentos/{id}: the stored bytes of one document, to logged-in users only. */
export async function readDocumentoGenerado(deps: Deps, actor: Actor, input: { id: unknown }): Promise<ServableFile & { filename: string }> {
  requireLoggedIn(actor);
  const documento = await deps.db.documentoGenerado.findUnique({ where: { id: parseRecordId(input.id) }, select: { archivo: true, nombreArchivo: true } });
  const info = documento && (await fileInfo(deps.db, documento.archivo));
  if (!documento || !info) throw documentoNotFound();
  return { ...storedToServe(info, async () => (await readFile(deps.db, documento.archivo))?.bytes, documentoNotFound), filename: documento.nombreArchivo };
}

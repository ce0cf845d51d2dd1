/** The archive of generated documents ('Documentos generados' of an E/S), newest first, and their downloads. */
import type { DocumentoGenerado, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { parseEntradaSalidaId } from "../entradasSalidas/entradaSalidaRecord.ts";
import { type RowWindow, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { recordIdSchema } from "../ids.ts";
import { parseInput } from "../validation.ts";
import { documentoNotFound } from "./errors.ts";

export const DOCUMENTOS_API_PREFIX = "/api/reports/documentos";

/** Where a logged-in user downloads the document again, exactly as it was generated. */
export const pdfUrlOf = (id: number) => `${DOCUMENTOS_API_PREFIX}/${id}`;

/** Newest first; the id breaks ties between documents of the same millisecond. */
export const NEWEST_FIRST: Prisma.DocumentoGeneradoOrderByWithRelationInput[] = [{ generadoEn: "desc" }, { id: "desc" }];

export const countDocumentos = (db: Deps["db"], entradaSalidaId: number) => db.documentoGenerado.count({ where: { entradaSalidaId } });

/** A window of an E/S's documents with their total; a missing E/S is a 404. */
export async function pageDocumentosGenerados(
  deps: Deps,
  actor: Actor,
  input: { entradaSalidaId: unknown },
  window: RowWindow,
): Promise<{ items: DocumentoGenerado[]; total: number }> {
  requireLoggedIn(actor);
  const entradaSalidaId = parseEntradaSalidaId(input.entradaSalidaId);
  const { offset, limit } = parseInput(rowWindowSchema, window);
  if (!(await deps.db.entradaSalida.findUnique({ where: { id: entradaSalidaId }, select: { id: true } }))) throw entradaSalidaNotFound();
  const where = { entradaSalidaId };
  const [items, total] = await Promise.all([
    deps.db.documentoGenerado.findMany({ where, orderBy: NEWEST_FIRST, skip: offset, take: limit }),
    countDocumentos(deps.db, entradaSalidaId),
  ]);
  return { items, total };
}

export type ArchivedFile = { absolutePath: string; filename: string; bytes: number };

/** GET /api/reports/documentos/{id}: the stored bytes of one document, to logged-in users only. */
export async function readDocumentoGenerado(deps: Deps, actor: Actor, input: { id: unknown }): Promise<ArchivedFile> {
  requireLoggedIn(actor);
  const parsed = recordIdSchema.safeParse(input.id);
  if (!parsed.success) throw documentoNotFound();
  const documento = await deps.db.documentoGenerado.findUnique({ where: { id: parsed.data }, select: { archivo: true, nombreArchivo: true } });
  const file = documento && deps.files.locate(documento.archivo);
  const size = file && (await deps.files.sizeOf(file));
  if (!documento || !file || size == null) throw documentoNotFound();
  return { absolutePath: file.absolutePath, filename: documento.nombreArchivo, bytes: size };
}

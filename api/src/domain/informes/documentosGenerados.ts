/** The archive of generated documents ('Documentos generados' of an E/S), newest first, and their downloads. */
import { type DocumentoGenerado, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { fileInfo, readFile } from "../../files/fileStore.ts";
import { type ServableFile, storedToServe } from "../files/servableFile.ts";
import { type RowWindow, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { personaBlocked } from "../rgpd/errors.ts";
import { mayReadDocumento, readableDocumentoCondition } from "../rgpd/blocking.ts";
import { boxesToSign, isSignableOriginal } from "../rules/firma.ts";
import { BLOCKED_DOCUMENT_READ_MESSAGE } from "../rules/rgpd.ts";
import { parseRecordId } from "../ids.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";
import { documentoNotFound } from "./errors.ts";

export const DOCUMENTOS_API_PREFIX = "/api/reports/documentos";

/** Where a logged-in user downloads the document again, exactly as it was generated. */
export const pdfUrlOf = (id: number) => `${DOCUMENTOS_API_PREFIX}/${id}`;

/** How many documents of the E/S `actor` may read (mayReadDocumento). */
export async function countDocumentos(db: Deps["db"], actor: Actor, entradaSalidaId: number): Promise<number> {
  const conditions = [Prisma.sql`entrada_salida_id = ${entradaSalidaId}`, ...readableDocumentoCondition(actor)];
  const [{ total }] = await db.$queryRaw<
    [{ total: number }]
  >`SELECT count(*)::int AS total FROM documentos_generados WHERE ${Prisma.join(conditions, " AND ")}`;
  return total;
}

/** The boxes the signed versions of the row's document carry (none for a signed version itself). */
const SIGNED_BOXES = Prisma.sql`ARRAY(
  SELECT DISTINCT f.casilla FROM firmas_documento f JOIN documentos_generados v ON v.id = f.documento_id
  WHERE v.firmado_de_id = documentos_generados.id ORDER BY 1)`;

/** An archived document as the list reads it, with the boxes its signed versions carry. */
export type ArchivedDocumento = DocumentoGenerado & { casillasFirmadas: number[] };

/**
 * Which boxes of `documento` are still to sign (boxesToSign): a row of the archive's list carries
 * its signed boxes; a signable original read alone (node, a new one) reads them.
 */
export async function documentBoxesToSign(db: Deps["db"], documento: DocumentoGenerado & { casillasFirmadas?: number[] }) {
  const casillasFirmadas = documento.casillasFirmadas ?? (isSignableOriginal(documento) ? await signedBoxesOf(db, documento.id) : []);
  return boxesToSign({ ...documento, casillasFirmadas });
}

async function signedBoxesOf(db: Deps["db"], id: number): Promise<number[]> {
  const firmas = await db.firmaDocumento.findMany({ where: { documento: { firmadoDeId: id } }, select: { casilla: true }, distinct: ["casilla"] });
  return firmas.map((firma) => firma.casilla);
}

/**
 * A window of the documents of an E/S that was just read (its `documentosGenerados` connection),
 * the newest first, with their total, in one statement (the list pattern); without the ones
 * `actor` may not read (mayReadDocumento), as a search leaves a blocked person out.
 */
export async function pageDocumentosGenerados(
  deps: Deps,
  actor: Actor,
  input: { entradaSalidaId: number },
  window: RowWindow,
): Promise<{ items: ArchivedDocumento[]; total: number }> {
  requireLoggedIn(actor);
  const source: ListSource = {
    table: "documentos_generados",
    columns: Prisma.sql`id, entrada_salida_id AS "entradaSalidaId", tipo, nombre_archivo AS "nombreArchivo", archivo, sha256, bytes,
      parametros, generado_por AS "generadoPor", generado_en AS "generadoEn", firmado_de_id AS "firmadoDeId",
      ${SIGNED_BOXES} AS "casillasFirmadas"`,
    // Newest first; the id breaks ties between documents of the same millisecond.
    orderBy: Prisma.sql`generado_en DESC, id DESC`,
    where: [Prisma.sql`entrada_salida_id = ${input.entradaSalidaId}`, ...readableDocumentoCondition(actor)],
  };
  return searchList<ArchivedDocumento>(deps.db, source, parseInput(rowWindowSchema, window));
}

const PRINTED = { personas: { select: { persona: { select: { bloqueadaEn: true } } } } } as const;
type Printed = { personas: { persona: { bloqueadaEn: Date | null } }[] };

/** The people a document prints: its unsigned original's, which a signed version prints too. */
const printedBy = (documento: Printed & { firmadoDe: Printed | null }) => (documento.firmadoDe ?? documento).personas.map(({ persona }) => persona);

/** Whether `actor` may read the document `id` (mayReadDocumento), null when there is no such document. */
export async function documentoReadable(db: Deps["db"], actor: Actor, id: number): Promise<boolean | null> {
  const documento = await db.documentoGenerado.findUnique({
    where: { id },
    select: { ...PRINTED, firmadoDe: { select: PRINTED } },
    relationLoadStrategy: "join",
  });
  return documento && mayReadDocumento(actor, printedBy(documento));
}

/**
 * GET /api/reports/documentos/{id}: the stored bytes of one document, to logged-in users only;
 * one that prints a blocked person to administrators only (refused as reading that person is).
 */
export async function readDocumentoGenerado(deps: Deps, actor: Actor, input: { id: unknown }): Promise<ServableFile & { filename: string }> {
  requireLoggedIn(actor);
  const documento = await deps.db.documentoGenerado.findUnique({
    where: { id: parseRecordId(input.id) },
    select: { archivo: true, nombreArchivo: true, ...PRINTED, firmadoDe: { select: PRINTED } },
    relationLoadStrategy: "join",
  });
  if (!documento) throw documentoNotFound();
  if (!mayReadDocumento(actor, printedBy(documento))) throw personaBlocked(BLOCKED_DOCUMENT_READ_MESSAGE);
  const info = await fileInfo(deps.db, documento.archivo);
  if (!info) throw documentoNotFound();
  return { ...storedToServe(info, async () => (await readFile(deps.db, documento.archivo))?.bytes, documentoNotFound), filename: documento.nombreArchivo };
}

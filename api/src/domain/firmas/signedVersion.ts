/**
 * Making the signed version of an archived document (docs/decisions.md "Signed documents"): the
 * unsigned PDF, the signatures already given on its latest signed version and the new ones are
 * laid out on the PDF worker pool into a new archived document that names the unsigned one.
 * Nothing is overwritten: every version stays in the archive (the database refuses updates).
 */
import { createHash } from "node:crypto";
import type { DocumentoGenerado, FirmaDocumento, Persona } from "../../db/generated/prisma/client.ts";
import { readFile, saveFile } from "../../files/fileStore.ts";
import { redrawnSignature } from "../../files/images.ts";
import type { SignerEvidence } from "../../pdf/signing/signPdf.ts";
import type { Deps } from "../deps.ts";
import { answerConstraints } from "../dbErrors.ts";
import { AppError, ValidationError } from "../errors.ts";
import { documentoNotFound } from "../informes/errors.ts";
import { documentPerson, stayInclude } from "../informes/informeData.ts";
import type { Tx } from "../logs/changeWithActivity.ts";
import {
  ALREADY_SIGNED,
  HASH_MISMATCH,
  isSignable,
  NOT_SIGNABLE,
  SIGNATURE_INVALID,
  SIGNATURE_MAX_PIXELS,
  SIGNATURE_REQUIRED,
  SIGNED_MEANWHILE,
} from "../rules/firma.ts";
import { INFORME_TYPE_LABELS, type InformeType } from "../rules/informes.ts";
import { formatDateTime } from "../rules/shelterClock.ts";

/** One new signature, with the evidence taken from the request that brought it. */
export type NewSignature = {
  casilla: number;
  rol: string;
  nombre: string;
  dni: string;
  firma: Buffer;
  sha256Visto: string;
  ip: string;
  userAgent: string;
  modo: "refugio" | "distancia";
  usuario: string | null;
  enlaceEmail: string | null;
};

export type SignableDocument = DocumentoGenerado & { ultimaFirmada: (DocumentoGenerado & { firmas: FirmaDocumento[] }) | null };

const refused = (field: string, message: string) => new ValidationError([{ path: [field], message }]);

/** The unsigned original of a signable document and its latest signed version, if any. */
export async function loadSignable(db: Deps["db"], id: number): Promise<SignableDocument> {
  const documento = await db.documentoGenerado.findUnique({
    where: { id },
    include: { versionesFirmadas: { orderBy: { id: "desc" }, take: 1, include: { firmas: true } } },
  });
  if (!documento) throw documentoNotFound();
  if (documento.firmadoDeId !== null) return loadSignable(db, documento.firmadoDeId);
  if (!isSignable(documento.tipo)) throw refused("id", NOT_SIGNABLE);
  const { versionesFirmadas, ...original } = documento;
  return { ...original, ultimaFirmada: versionesFirmadas[0] ?? null };
}

/** The person the document names, read from its E/S as it is now. */
export async function documentSigner(db: Deps["db"], documento: SignableDocument): Promise<Persona | null> {
  const stay = await db.entradaSalida.findUnique({ where: { id: documento.entradaSalidaId }, include: stayInclude });
  return stay ? documentPerson(documento.tipo as InformeType, stay) : null;
}

/** A signature applies only to the bytes the signer was shown, and each box is signed once. */
export function checkSignatures(documento: SignableDocument, sha256: string, casillas: number[]): void {
  if (sha256 !== documento.sha256) throw refused("sha256", HASH_MISMATCH);
  const signed = new Set(documento.ultimaFirmada?.firmas.map((firma) => firma.casilla));
  if (casillas.some((casilla) => signed.has(casilla))) throw new AppError("ALREADY_SIGNED", 409, ALREADY_SIGNED, "casilla");
}

/** How a signature was made, with who vouched for it: the staff member's session, or the address the link went to. */
function modoText(firma: Pick<FirmaDocumento, "modo" | "usuario" | "enlaceEmail">): string {
  if (firma.modo === "refugio") return `En el refugio, en el dispositivo del refugio${firma.usuario ? `, con la sesión del usuario ${firma.usuario}` : ""}`;
  if (firma.modo === "distancia")
    return `A distancia, por un enlace de un solo uso enviado por correo electrónico${firma.enlaceEmail ? ` a ${firma.enlaceEmail}` : ""}`;
  return firma.modo;
}

function evidence(deps: Deps, firma: Omit<FirmaDocumento, "id" | "documentoId">): SignerEvidence {
  return {
    rol: firma.rol,
    nombre: firma.nombre,
    dni: firma.dni,
    horaRefugio: `${formatDateTime(firma.firmadoEn, deps.timeZone)} (${deps.timeZone})`,
    horaUtc: firma.firmadoEn.toISOString(),
    ip: firma.ip,
    userAgent: firma.userAgent,
    sha256Visto: firma.sha256Visto,
    modo: modoText(firma),
    png: firma.imagen,
    casilla: firma.casilla,
  };
}

/**
 * A drawn signature as the signed version will hold it (files/images.ts redrawnSignature): one
 * that cannot be decoded, or shows no stroke, is refused on `field`, where the form shows it.
 */
export async function drawnSignature(firma: Buffer, field: string[]): Promise<Buffer> {
  const redrawn = await redrawnSignature(firma, SIGNATURE_MAX_PIXELS);
  if ("png" in redrawn) return redrawn.png;
  throw new ValidationError([{ path: field, message: redrawn.problem === "blank" ? SIGNATURE_REQUIRED : SIGNATURE_INVALID }]);
}

/**
 * Lays the signatures out (outside any transaction: the worker pool may take a while) and
 * returns what `archiveSignedVersion` writes.
 */
export async function renderSignedVersion(deps: Deps, documento: SignableDocument, nuevas: NewSignature[], now: Date) {
  const original = await readFile(deps.db, documento.archivo);
  if (!original) throw documentoNotFound();
  const earlier = (documento.ultimaFirmada?.firmas ?? []).map(({ id: _id, documentoId: _documentoId, ...firma }) => firma);
  const added = nuevas.map(({ firma, ...rest }) => ({ ...rest, imagen: new Uint8Array(firma), firmadoEn: now }));
  const firmas = [...earlier, ...added].sort((a, b) => a.casilla - b.casilla);
  const pdf = await deps.pdf.render({
    kind: "firma",
    data: {
      original: new Uint8Array(original.bytes),
      documento: `${INFORME_TYPE_LABELS[documento.tipo as InformeType]} (${documento.nombreArchivo})`,
      sha256Original: documento.sha256,
      firmantes: firmas.map((firma) => evidence(deps, firma)),
    },
  });
  return { pdf, firmas };
}

/** The signed version's download name: the unsigned one's with '-firmado'. */
const signedName = (nombreArchivo: string) => nombreArchivo.replace(/\.pdf$/, "-firmado.pdf");

export async function archiveSignedVersion(
  tx: Tx,
  documento: SignableDocument,
  rendered: Awaited<ReturnType<typeof renderSignedVersion>>,
  generadoPor: string,
): Promise<DocumentoGenerado> {
  const stored = await saveFile(tx, "informes", { bytes: rendered.pdf, mime: "application/pdf", extension: "pdf" });
  // Made over the latest version read before rendering: another signature archived over that same
  // one in the meantime (a second tablet, the remote link) holds this number, and the unique
  // index refuses the second, whichever instance wrote it.
  const versionFirmada = (documento.ultimaFirmada?.versionFirmada ?? 0) + 1;
  const create = () =>
    tx.documentoGenerado.create({
      data: {
        entradaSalidaId: documento.entradaSalidaId,
        tipo: documento.tipo,
        nombreArchivo: signedName(documento.nombreArchivo),
        archivo: stored.apiPath,
        sha256: createHash("sha256").update(rendered.pdf).digest("hex"),
        bytes: rendered.pdf.byteLength,
        parametros: documento.parametros ?? {},
        generadoPor,
        firmadoDeId: documento.id,
        versionFirmada,
        firmas: { create: rendered.firmas.map((firma) => ({ ...firma, imagen: Buffer.from(firma.imagen) })) },
      },
    });
  return answerConstraints(create, { unique: () => new AppError("ALREADY_SIGNED", 409, SIGNED_MEANWHILE, "casilla") });
}

/**
 * GET /api/verificar/{sha256} (public): whether a PDF's SHA-256 is one of the archive's, which
 * document it is and when and by whom it was signed; nothing the holder of that PDF does not
 * already read in it (no DNI, address, IP or user agent), and nothing at all when it is not found.
 */
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { sha256Hex } from "../rules/firma.ts";
import { INFORME_TYPE_LABELS, type InformeType } from "../rules/informes.ts";
import { parseInput } from "../validation.ts";

export type Verification =
  | { encontrado: false }
  | {
      encontrado: true;
      documento: string;
      generadoEn: string;
      firmado: boolean;
      firmas: { rol: string; nombre: string; firmadoEn: string }[];
    };

export async function verifyDocument(deps: Deps, input: { sha256: unknown }): Promise<Verification> {
  const sha256 = parseInput(sha256Hex, input.sha256);
  const documento = await deps.db.documentoGenerado.findFirst({
    where: { sha256 },
    orderBy: { id: "asc" },
    select: { tipo: true, generadoEn: true, firmadoDeId: true, firmas: { orderBy: { casilla: "asc" }, select: { rol: true, nombre: true, firmadoEn: true } } },
  });
  if (!documento) return { encontrado: false };
  return {
    encontrado: true,
    documento: INFORME_TYPE_LABELS[documento.tipo as InformeType] ?? documento.tipo,
    generadoEn: documento.generadoEn.toISOString(),
    firmado: documento.firmadoDeId !== null,
    firmas: documento.firmas.map((firma) => ({ rol: firma.rol, nombre: firma.nombre, firmadoEn: firma.firmadoEn.toISOString() })),
  };
}

export type SignatureSummary = { rol: string; nombre: string; firmadoEn: Date };

/** 'Firmado' with who and when, for each archived version a logged-in user lists. */
export async function signaturesOf(deps: Deps, actor: Actor, documentoId: number): Promise<SignatureSummary[]> {
  requireLoggedIn(actor);
  return deps.db.firmaDocumento.findMany({ where: { documentoId }, orderBy: { casilla: "asc" }, select: { rol: true, nombre: true, firmadoEn: true } });
}

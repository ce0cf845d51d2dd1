/**
 * The report generator of the ficha's General tab (spec sections 4, 5 "Generating PDF reports
 * from the record", 7 "Reports"; POST /api/reports/generate and the generateInforme mutation):
 * refusals in the spec's order, the PDF laid out on the worker pool, and the document archived
 * as it was handed over (docs/decisions.md "Legal documents and the shelter's identity").
 */
import { createHash } from "node:crypto";
import type { DocumentoGenerado } from "../../db/generated/prisma/client.ts";
import { saveFile } from "../../files/fileStore.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { shelterToday } from "../entradasSalidas/entradaSalidaRecord.ts";
import { assertAdoptionAllowed, recordOverride } from "../entradasSalidas/adoptionPreconditions.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { parseRecordId } from "../ids.ts";
import { asOneChange, changeWithActivity } from "../logs/changeWithActivity.ts";
import { requireLoggedIn } from "../policies.ts";
import { loadShelterIdentity, requireCompleteIdentity } from "../refugio/shelterIdentity.ts";
import { DESTINO_ADOPCION } from "../rules/entradaSalida.ts";
import {
  checkInformeRequest,
  INFORMACION_ADOPTANTE_NOT_ADOPTION,
  INFORME_TYPE_LABELS,
  informeParamsSchemas,
  type InformeType,
  needsRefugio,
} from "../rules/informes.ts";
import { dayOf } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";
import { pdfUrlOf } from "./documentosGenerados.ts";
import { informeRefused } from "./errors.ts";
import { documentPerson, informeData, stayInclude } from "./informeData.ts";
import { filenameSlug } from "../files/filenameSlug.ts";

export type GenerateInformeInput = Record<string, unknown> & {
  tipo?: unknown;
  animalId?: unknown;
  entradaSalidaId?: unknown;
};

export type GeneratedInforme = { documento: DocumentoGenerado; filename: string; pdfUrl: string };

/** 'contrato-adopcion-2026-015-2026-11-23.pdf': the type, the animal's registro and the day. */
export function informeFilename(tipo: InformeType, registro: string, today: string): string {
  const slug = filenameSlug(registro);
  return `${tipo}${slug ? `-${slug}` : ""}-${today}.pdf`;
}

export async function generateInforme(deps: Deps, actor: Actor, input: GenerateInformeInput): Promise<GeneratedInforme> {
  const user = requireLoggedIn(actor);
  const checked = checkInformeRequest(input);
  if (!checked.ok) throw informeRefused(checked.field, checked.message);
  const { tipo } = checked;
  const animalId = parseRecordId(input.animalId, "animalId");
  const entradaSalidaId = parseRecordId(input.entradaSalidaId, "entradaSalidaId");
  const params = parseInput(informeParamsSchemas[tipo], input);

  // The people, town hall and animal joined into one statement, not read relation by relation.
  const stay = await deps.db.entradaSalida.findFirst({
    where: { id: entradaSalidaId, animalId },
    include: { ...stayInclude, animal: true },
    relationLoadStrategy: "join",
  });
  if (!stay) throw entradaSalidaNotFound();
  if (tipo === "informacion-adoptante" && stay.destinoId !== DESTINO_ADOPCION) throw informeRefused("entradaSalidaId", INFORMACION_ADOPTANTE_NOT_ADOPTION);
  const person = documentPerson(tipo, stay);
  const today = shelterToday(deps);
  // The contract is the adoption itself: the same conditions as closing the exit, with its adopter.
  const override =
    tipo === "contrato-adopcion"
      ? await assertAdoptionAllowed(deps, actor, {
          animalId,
          exit: {
            fechaSalida: stay.fechaSalida ? dayOf(stay.fechaSalida) : today,
            compromisoEsterilizacion: stay.compromisoEsterilizacion,
            fechaLimiteEsterilizacion: stay.fechaLimiteEsterilizacion && dayOf(stay.fechaLimiteEsterilizacion),
          },
          adopterId: stay.datosSalidaId,
          motivoExcepcion: input.motivoExcepcion,
          what: `el contrato de adopción de la E/S ${entradaSalidaId} del animal ${animalId}`,
        })
      : null;
  const identity = await loadShelterIdentity(deps.db);
  // The ficha is the shelter's own record and prints what is known; a signed document needs it all.
  if (needsRefugio(tipo)) requireCompleteIdentity(identity);

  const printed = new Set<number>();
  const data = await informeData(deps, { tipo, params, animal: stay.animal, stay, person, identity, user, today, printed });
  const pdf = await deps.pdf.render({ kind: "informe", data });
  const filename = informeFilename(tipo, stay.animal.registro, today);

  const documento = await asOneChange(deps, async (deps) => {
    const documento = await changeWithActivity(
      deps,
      user,
      async (tx) => {
        const stored = await saveFile(tx, "informes", { bytes: pdf, mime: "application/pdf", extension: "pdf" });
        return tx.documentoGenerado.create({
          data: {
            entradaSalidaId,
            tipo,
            nombreArchivo: filename,
            archivo: stored.apiPath,
            sha256: createHash("sha256").update(pdf).digest("hex"),
            bytes: pdf.byteLength,
            parametros: params,
            generadoPor: user.username,
            personas: { create: [...printed].map((personaId) => ({ personaId })) },
          },
        });
      },
      (documento) => ({
        tabla: "documentos_generados",
        accion: "crear",
        descripcion: `Generado el documento «${INFORME_TYPE_LABELS[tipo]}» (${filename}) de la E/S ${entradaSalidaId} del animal ${animalId}`,
        registroId: documento.id,
      }),
    );
    await recordOverride(deps, user, override, documento.id);
    return documento;
  });
  return { documento, filename, pdfUrl: pdfUrlOf(documento.id) };
}

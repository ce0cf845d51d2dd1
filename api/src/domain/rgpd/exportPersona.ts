/**
 * 'Exportar datos' (RGPD art. 15, access, and art. 20, portability): everything the shelter holds
 * about one person — their record, every E/S naming them and the documents generated on those E/S
 * — as JSON (structured, machine-readable) or as a PDF. Administrators only; the read and its
 * record ('Exportados los datos de...') are one transaction.
 */
import { z } from "zod";
import type { Persona } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { findRecord } from "../directories/directory.ts";
import { recordId } from "../ids.ts";
import { readWithActivity, type Tx } from "../logs/changeWithActivity.ts";
import { lookups } from "../lookups/lookups.ts";
import { PERSONAS } from "../personas/personaDirectory.ts";
import { requireAdmin } from "../policies.ts";
import { loadShelterIdentity } from "../refugio/shelterIdentity.ts";
import { INFORME_TYPE_LABELS, type InformeType } from "../rules/informes.ts";
import { RECIPIENTS_TEXT } from "../rules/rgpd.ts";
import { dayOf, formatDateTime, formatDay } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";
import { accessEntry } from "./personaAccess.ts";
import { retentionYears } from "./retention.ts";

/** E/S one export holds at most; a person named on more is told so in the file. */
export const MAX_EXPORT_STAYS = 5000;

export const exportSchema = z.object({
  id: recordId(),
  formato: z.enum(["json", "pdf"], "El formato debe ser json o pdf"),
});

const PERSONA_LABELS: Array<[keyof Persona, string]> = [
  ["dni", "DNI"],
  ["nombre", "Nombre"],
  ["apellido1", "Primer apellido"],
  ["apellido2", "Segundo apellido"],
  ["domicilio", "Domicilio"],
  ["localidad", "Localidad"],
  ["codigoPostal", "Código postal"],
  ["provincia", "Provincia"],
  ["telefono1", "Teléfono 1"],
  ["telefono2", "Teléfono 2"],
  ["email", "Correo electrónico"],
  ["adopcion", "Puede adoptar"],
  ["fechaNacimiento", "Fecha de nacimiento"],
  ["mayorEdad", "Es mayor de edad"],
  ["bloqueadaEn", "Bloqueada desde"],
  ["anonimizadaEn", "Anonimizada el"],
];

type Stay = Awaited<ReturnType<typeof readStays>>[number];

const readStays = (db: Deps["db"] | Tx, id: number) =>
  db.entradaSalida.findMany({
    where: { OR: [{ datosEntradaId: id }, { datosSalidaId: id }] },
    orderBy: [{ fechaLlegada: "asc" }, { id: "asc" }],
    take: MAX_EXPORT_STAYS + 1,
    select: {
      id: true,
      fechaLlegada: true,
      fechaSalida: true,
      procedenciaId: true,
      destinoId: true,
      datosEntradaId: true,
      datosSalidaId: true,
      animal: { select: { id: true, registro: true, nombre: true, identificacion: true } },
      documentos: { select: { id: true, tipo: true, nombreArchivo: true, generadoEn: true, generadoPor: true, sha256: true }, orderBy: { generadoEn: "asc" } },
    },
  });

/**
 * What RGPD art. 15.1 says the person is told besides their data: purposes, recipients, how long,
 * their other rights and the AEPD, where the data came from, and that no automated decision is
 * taken. Worded for a shelter; the retention is the one 'Protección de datos' applies.
 */
function processingInformation(retentionYears: number): Array<[string, string]> {
  return [
    [
      "Finalidades",
      "Registrar las entradas y salidas de animales del refugio en las que interviene (entrega, recogida, adopción, devolución) y los documentos que las acompañan, como exige la normativa de protección animal.",
    ],
    ["Destinatarios", RECIPIENTS_TEXT],
    ["Plazo de conservación", `${retentionYears} años desde el último día de su última entrada o salida en el refugio; después, sus datos se anonimizan.`],
    [
      "Sus derechos",
      "Puede pedir la rectificación o supresión de sus datos, la limitación del tratamiento u oponerse a él, y reclamar ante la Agencia Española de Protección de Datos (www.aepd.es).",
    ],
    ["Origen de los datos", "Los facilitó usted al intervenir en una entrada o salida, o los anotó el personal del refugio en ese momento."],
    ["Decisiones automatizadas", "No se toman decisiones automatizadas ni se elaboran perfiles con sus datos."],
  ];
}

/** As whom the person figures on the E/S. */
const rolesOn = (stay: Stay, id: number) => [...(stay.datosEntradaId === id ? ["entrada"] : []), ...(stay.datosSalidaId === id ? ["salida"] : [])];

export type ExportFile = { bytes: Buffer; mime: string; filename: string };

export async function exportPersona(deps: Deps, actor: Actor, input: unknown): Promise<ExportFile> {
  const user = requireAdmin(actor);
  const { id, formato } = parseInput(exportSchema, input);
  const { persona, stays } = await readWithActivity(
    deps,
    user,
    async (tx) => ({ persona: await findRecord(tx, PERSONAS, id), stays: await readStays(tx, id) }),
    ({ persona }) => accessEntry(persona, "exportacion"),
  );
  const [{ procedencias, destinos }, refugio, years] = await Promise.all([lookups(deps), loadShelterIdentity(deps.db), retentionYears(deps.db)]);
  const information = processingInformation(years);
  const procedencia = (stayId: number | null) => procedencias.find((p) => p.id === stayId)?.procedencia ?? null;
  const destino = (stayId: number) => destinos.find((d) => d.id === stayId)?.destino ?? null;
  const capped = stays.length > MAX_EXPORT_STAYS;
  const kept = stays.slice(0, MAX_EXPORT_STAYS);
  const now = new Date();
  const filename = `datos-persona-${id}.${formato}`;
  const { busqueda: _busqueda, ...record } = persona;

  if (formato === "json") {
    const data = {
      exportadoEn: now.toISOString(),
      exportadoPor: user.username,
      responsable: { nombre: refugio.nombre, cifNif: refugio.cifNif, contactoDerechos: refugio.contactoDerechos },
      tratamiento: Object.fromEntries(information),
      persona: record,
      entradasSalidas: kept.map((stay) => ({
        id: stay.id,
        figuraComo: rolesOn(stay, id),
        animal: stay.animal,
        fechaLlegada: dayOf(stay.fechaLlegada),
        fechaSalida: stay.fechaSalida && dayOf(stay.fechaSalida),
        procedencia: procedencia(stay.procedenciaId),
        destino: destino(stay.destinoId),
        documentosGenerados: stay.documentos,
      })),
      ...(capped ? { aviso: `Se incluyen las primeras ${MAX_EXPORT_STAYS} entradas y salidas.` } : {}),
    };
    return { bytes: Buffer.from(JSON.stringify(data, null, 2)), mime: "application/json", filename };
  }

  const bytes = await deps.pdf.render({
    kind: "persona",
    data: {
      fields: PERSONA_LABELS.map(([field, label]) => ({ label, value: worded(field, persona[field], deps.timeZone) })),
      information: information.map(([label, value]) => ({ label, value })),
      stays: kept.map((stay) => [
        String(stay.id),
        rolesOn(stay, id).join(" y "),
        `${stay.animal.registro} ${stay.animal.nombre}${stay.animal.identificacion ? ` (${stay.animal.identificacion})` : ""}`,
        formatDay(dayOf(stay.fechaLlegada)),
        stay.fechaSalida ? formatDay(dayOf(stay.fechaSalida)) : "",
        procedencia(stay.procedenciaId) ?? "",
        destino(stay.destinoId) ?? "",
      ]),
      documents: kept.flatMap((stay) =>
        stay.documentos.map((doc) => [
          INFORME_TYPE_LABELS[doc.tipo as InformeType] ?? doc.tipo,
          String(stay.id),
          formatDateTime(doc.generadoEn, deps.timeZone),
          doc.generadoPor,
          doc.sha256,
        ]),
      ),
      cappedNote: capped ? `Se incluyen las primeras ${MAX_EXPORT_STAYS} entradas y salidas.` : null,
      controller: `Responsable del tratamiento: ${refugio.nombre ?? "(sin indicar en Datos del refugio)"}${refugio.cifNif ? `, ${refugio.cifNif}` : ""}. Ejercicio de derechos: ${refugio.contactoDerechos ?? "(sin indicar)"}.`,
      generatedAt: formatDateTime(now, deps.timeZone),
      generatedBy: user.username,
      shelterName: refugio.nombre,
    },
  });
  return { bytes, mime: "application/pdf", filename };
}

/** Marks the export prints as 'No' when they are not set, rather than leaving them blank. */
const MARKS: ReadonlyArray<keyof Persona> = ["bloqueadaEn", "anonimizadaEn"];

function worded(field: keyof Persona, value: Persona[keyof Persona], timeZone: string): string {
  if (value === null) return MARKS.includes(field) ? "No" : "";
  // A birth date is a calendar day, not an instant on the shelter's clock.
  if (field === "fechaNacimiento" && value instanceof Date) return formatDay(dayOf(value));
  if (value instanceof Date) return formatDateTime(value, timeZone);
  if (typeof value === "boolean") return value ? "Sí" : "No";
  return String(value);
}

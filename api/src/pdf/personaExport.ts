/** datos-persona-<id>.pdf: everything the shelter holds about one person (RGPD arts. 15 and 20), as the JSON export says it. */
import type { Content } from "pdfmake/interfaces";
import { cappedNote, dataTable } from "./dataTable.ts";
import { renderPdf } from "./engine.ts";
import { a4Document, headingsKeptWithContent, SECTION_HEADING } from "./frame.ts";

export const PERSONA_EXPORT_TITLE = "Datos personales de una persona";

export type PersonaExportData = {
  /** Label and value of every field of the person's record, already worded. */
  fields: Array<{ label: string; value: string }>;
  /** What RGPD art. 15.1 adds to the data: purposes, recipients, retention, rights, origin. */
  information: Array<{ label: string; value: string }>;
  /** One row per E/S: number, role, animal, arrival, exit, origin, destination. */
  stays: string[][];
  /** One row per generated document: type, E/S, date, who, SHA-256. */
  documents: string[][];
  /** Set when the export stopped at its bound of E/S. */
  cappedNote: string | null;
  /** The controller and where rights are exercised, from 'Datos del refugio'. */
  controller: string;
  generatedAt: string;
  generatedBy: string;
  shelterName: string | null;
};

const heading = (text: string): Content => ({ text, bold: true, fontSize: 12, margin: [0, 14, 0, 6], headlineLevel: SECTION_HEADING });

/** Labels and values in two columns, without rules. */
const labelled = (rows: Array<{ label: string; value: string }>): Content => ({
  table: { widths: [140, "*"], body: rows.map((row) => [{ text: row.label, style: "detailLabel" }, { text: row.value }]) },
  layout: "noBorders",
});

export function renderPersonaExport(data: PersonaExportData): Promise<Buffer> {
  const content: Content[] = [
    { text: data.controller, margin: [0, 0, 0, 6] },
    heading("Datos de la persona"),
    labelled(data.fields),
    heading("Información sobre el tratamiento (art. 15 RGPD)"),
    labelled(data.information),
    heading("Entradas y salidas en las que figura"),
    dataTable(
      [
        { header: "Nº E/S", width: 40 },
        { header: "Como", width: 55 },
        { header: "Animal", width: "*" },
        { header: "Llegada", width: 55 },
        { header: "Salida", width: 55 },
        { header: "Procedencia", width: 70 },
        { header: "Destino", width: 70 },
      ],
      data.stays,
      "No figura en ninguna entrada ni salida.",
    ),
    ...(data.cappedNote ? [cappedNote(data.cappedNote)] : []),
    heading("Documentos generados en esas entradas y salidas"),
    dataTable(
      [
        { header: "Documento y su SHA-256", width: "*" },
        { header: "Nº E/S", width: 40 },
        { header: "Generado", width: 80 },
        { header: "Por", width: 60 },
      ],
      // The 64 characters of a SHA-256 break nowhere: under the document's name, whole, in a smaller size.
      data.documents.map(([documento = "", entradaSalida = "", generado = "", por = "", sha256 = ""]) => [
        { stack: [documento, { text: sha256, fontSize: 7, style: "muted" }] },
        entradaSalida,
        generado,
        por,
      ]),
      "No se ha generado ningún documento con sus datos.",
    ),
  ];
  return renderPdf({
    ...a4Document({ title: PERSONA_EXPORT_TITLE, generatedAt: data.generatedAt, generatedBy: data.generatedBy, shelterName: data.shelterName, content }),
    pageBreakBefore: headingsKeptWithContent,
  });
}

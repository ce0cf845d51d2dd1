/** listado-animales.pdf: the /reportes listing on A4 landscape (spec sections 2 and 7). */
import type { Content } from "pdfmake/interfaces";
import { cappedNote, dataTable, recordCount } from "./dataTable.ts";
import { LISTADO_COLUMNS, LISTADO_EMPTY } from "../domain/rules/listado.ts";
import { renderPdf } from "./engine.ts";
import { a4Document } from "./frame.ts";

export const ANIMAL_LISTING_TITLE = "Listado de Animales";

export type AnimalListingData = {
  /** The filters applied, already worded ('Periodo:', 'del 01/01/2026 al 31/01/2026'). */
  filtros: Array<{ label: string; value: string }>;
  /** One line per summary ('Por destino: Adopción 3 · En el refugio 2'). */
  resumen: string[];
  /** Cells already formatted, fallbacks included, in the page's column order. */
  rows: string[][];
  /** Every matching E/S; larger than rows.length when the PDF was capped. */
  total: number;
  generatedAt: string;
  generatedBy: string;
  /** The shelter's name from 'Datos del refugio', for the running header; null until it is set. */
  shelterName: string | null;
};

/** Widths in points for LISTADO_COLUMNS on A4 landscape; names and places share the rest. */
const WIDTHS: Array<number | "*"> = [58, 78, 66, 48, 76, "*", 50, "*", 50, "*"];
const LISTING_COLUMNS = LISTADO_COLUMNS.map((header, i) => ({ header, width: WIDTHS[i]! }));

export function renderAnimalListing(data: AnimalListingData): Promise<Buffer> {
  const content: Content[] = [
    ...data.resumen.map((line): Content => ({ text: line, style: "muted", margin: [0, 0, 0, 2] })),
    {
      margin: [0, 8, 0, 0],
      fontSize: 8,
      stack: [dataTable(LISTING_COLUMNS, data.rows, LISTADO_EMPTY)],
    },
  ];
  if (data.rows.length < data.total)
    content.push(cappedNote(`Se muestran los primeros ${data.rows.length} registros de ${data.total}. Acote el periodo o los filtros para ver el resto.`));
  return renderPdf(
    a4Document({
      title: ANIMAL_LISTING_TITLE,
      orientation: "landscape",
      details: [...data.filtros, { label: "Total:", value: recordCount(data.total) }],
      generatedAt: data.generatedAt,
      generatedBy: data.generatedBy,
      shelterName: data.shelterName,
      content,
    }),
  );
}

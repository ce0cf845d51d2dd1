/**
 * libro-registro.pdf: the libro de registro of a period on A4 landscape, with the shelter's
 * letterhead, 'Folio N de M' on every page, the totals by movement type and a closing line.
 */
import type { Content, CustomTableLayout } from "pdfmake/interfaces";
import { LIBRO_COLUMNS, LIBRO_EMPTY, LIBRO_TITLE } from "../domain/rules/libroRegistro.ts";
import { dataTable } from "./dataTable.ts";
import { renderPdf } from "./engine.ts";
import { a4Document } from "./frame.ts";
import { dataTableLayout } from "./styles.ts";
import type { ShelterData } from "./legal/documentData.ts";
import { shelterLetterhead } from "./legal/common.ts";

export type LibroRegistroData = {
  refugio: ShelterData;
  /** 'del 01/01/2026 al 31/12/2026'. */
  periodo: string;
  /** 'Entradas: 12 · Salidas: 9', then the exits by destino. */
  totales: string[];
  /** Cells already formatted, in LIBRO_COLUMNS order. */
  rows: string[][];
  /** 'El presente libro comprende 21 movimientos... Expedido el 26/11/2026.' */
  cierre: string;
  generatedAt: string;
  generatedBy: string;
};

/**
 * Widths in points for LIBRO_COLUMNS on A4 landscape (762 points between the margins): each
 * movement on one line where its texts allow, so a folio holds some 30 of them.
 */
// Sexo fits 'Desconocido' whole at the book's 7.5 pt.
const WIDTHS: Array<number | "*"> = [44, 48, 52, 38, 50, 46, 70, 66, 100, "*", 52, 28];

/** The listings' table with tighter cells: a book of thousands of lines is read, not browsed. */
const BOOK_LAYOUT: CustomTableLayout = { ...dataTableLayout, paddingLeft: () => 3, paddingRight: () => 3, paddingTop: () => 1.5, paddingBottom: () => 1.5 };

export function renderLibroRegistro(data: LibroRegistroData): Promise<Buffer> {
  const columns = LIBRO_COLUMNS.map((header, i) => ({ header, width: WIDTHS[i]! }));
  const content: Content[] = [
    { fontSize: 7.5, stack: [dataTable(columns, data.rows, LIBRO_EMPTY, BOOK_LAYOUT)] },
    { text: data.cierre, margin: [0, 12, 0, 0], bold: true },
  ];
  return renderPdf(
    a4Document({
      title: LIBRO_TITLE,
      orientation: "landscape",
      letterhead: shelterLetterhead(data.refugio),
      pageLabel: "Folio",
      details: [{ label: "Periodo:", value: data.periodo }, ...data.totales.map((value, i) => ({ label: i === 0 ? "Totales:" : "", value }))],
      generatedAt: data.generatedAt,
      generatedBy: data.generatedBy,
      shelterName: data.refugio.nombre,
      content,
    }),
  );
}

/**
 * The A4 frame every Refugio document shares: running header with the shelter's name (or the
 * product's, until 'Datos del refugio' names it) and the document title, a first-page title
 * block, and a footer with the generation time and 'Página X de Y' (or 'Folio X de Y').
 */
import type { Content, ContextPageSize, TDocumentDefinitions } from "pdfmake/interfaces";
import { BRAND, GREY, palette } from "./styles.ts";

export const PRODUCT_NAME = "Sistema de Gestión del Refugio de Animales";

export type FrameOptions = {
  title: string;
  /** Lines under the title on the first page (period, filters...). */
  details?: Array<{ label: string; value: string }>;
  /** 'dd/MM/yyyy HH:mm:ss' on the shelter's clock. */
  generatedAt: string;
  generatedBy?: string;
  content: Content[];
  orientation?: "portrait" | "landscape";
  /** The shelter's name from 'Datos del refugio', when set. */
  shelterName?: string | null;
  /** Printed above the title on the first page (the legal documents' shelter letterhead). */
  letterhead?: Content;
  /** What the footer calls a page: 'Página' unless a register numbers its 'Folio's. */
  pageLabel?: "Página" | "Folio";
};

const MARGIN_X = 40;

export function a4Document(options: FrameOptions): TDocumentDefinitions {
  const generated = `Generado el ${options.generatedAt}${options.generatedBy ? ` por ${options.generatedBy}` : ""}`;
  return {
    pageSize: "A4",
    pageOrientation: options.orientation ?? "portrait",
    pageMargins: [MARGIN_X, 64, MARGIN_X, 52],
    language: "es-ES",
    info: { title: options.title, author: "Refugio", subject: PRODUCT_NAME, creator: "Refugio", producer: "Refugio" },
    defaultStyle: { font: "Roboto", fontSize: 9.5, lineHeight: 1.15, color: palette.text },
    styles: {
      title: { fontSize: 17, bold: true, color: BRAND },
      detailLabel: { bold: true, color: GREY },
      tableHeader: { bold: true, fontSize: 9, color: "#ffffff", fillColor: BRAND },
      muted: { color: GREY },
    },
    header: (_page: number, _pages: number, pageSize: ContextPageSize) => ({
      margin: [MARGIN_X, 24, MARGIN_X, 0],
      stack: [
        {
          columns: [
            { text: options.shelterName?.trim() || `Refugio · ${PRODUCT_NAME}`, style: "muted", fontSize: 8 },
            { text: options.title, alignment: "right", fontSize: 8, bold: true, color: BRAND },
          ],
        },
        rule(pageSize.width - 2 * MARGIN_X, 4),
      ],
    }),
    footer: (page: number, pages: number, pageSize: ContextPageSize) => ({
      margin: [MARGIN_X, 12, MARGIN_X, 0],
      stack: [
        rule(pageSize.width - 2 * MARGIN_X, 0),
        {
          margin: [0, 4, 0, 0],
          columns: [
            { text: generated, style: "muted", fontSize: 8 },
            { text: `${options.pageLabel ?? "Página"} ${page} de ${pages}`, alignment: "right", style: "muted", fontSize: 8 },
          ],
        },
      ],
    }),
    content: [
      ...(options.letterhead ? [options.letterhead] : []),
      { text: options.title, style: "title", margin: [0, 0, 0, 8] },
      ...(options.details?.length
        ? [
            {
              margin: [0, 0, 0, 14] as [number, number, number, number],
              table: {
                widths: ["auto", "*"],
                body: options.details.map((d) => [{ text: d.label, style: "detailLabel" }, { text: d.value }]),
              },
              layout: "noBorders",
            } satisfies Content,
          ]
        : []),
      ...options.content,
    ],
  };
}

function rule(width: number, marginTop: number): Content {
  return { margin: [0, marginTop, 0, 0], canvas: [{ type: "line", x1: 0, y1: 0, x2: width, y2: 0, lineWidth: 0.6, lineColor: "#cbd5e1" }] };
}

/** What marks a section's heading for `headingsKeptWithContent`. */
export const SECTION_HEADING = 1;

/** Room a heading needs below its top on its page, in points: itself and about three lines of what it heads. */
const HEADING_WITH_CONTENT = 60;

/**
 * A section's heading never ends a page: with less room than that left, it moves to the next page
 * with what it heads. (pdfmake's list of the nodes that follow on the page counts a table whose
 * rows all moved to the next one, so the room left is what decides.)
 */
export const headingsKeptWithContent: NonNullable<TDocumentDefinitions["pageBreakBefore"]> = (node) =>
  node.headlineLevel === SECTION_HEADING && (1 - node.startPosition.verticalRatio) * node.startPosition.pageInnerHeight < HEADING_WITH_CONTENT;

/** Colours and table looks shared by every document (the web app's brand teal and slate greys). */
import type { CustomTableLayout } from "pdfmake/interfaces";

export const BRAND = "#0f766e";
export const GREY = "#64748b";
export const palette = { text: "#0f172a", zebra: "#f1f5f9", line: "#e2e8f0" };

/** Header row in brand colour, zebra rows, thin horizontal rules only. */
export const dataTableLayout: CustomTableLayout = {
  fillColor: (row: number) => (row > 0 && row % 2 === 0 ? palette.zebra : null),
  hLineWidth: (i: number, node) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => palette.line,
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3.5,
  paddingBottom: () => 3.5,
};

import type { Content, CustomTableLayout, TableCell } from "pdfmake/interfaces";
import { dataTableLayout } from "./styles.ts";

export type DataColumn = { header: string; width: number | "auto" | "*" };

/**
 * A listing table whose header row repeats on every page; with no rows it prints `emptyText`
 * instead of an empty grid. `layout` replaces the listings' own (a denser book's, for one).
 */
export function dataTable(columns: DataColumn[], rows: TableCell[][], emptyText: string, layout: CustomTableLayout = dataTableLayout): Content {
  if (rows.length === 0) return { text: emptyText, italics: true, style: "muted", margin: [0, 6, 0, 0] };
  const header: TableCell[] = columns.map((c) => ({ text: c.header, style: "tableHeader" }));
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: columns.map((c) => c.width),
      body: [header, ...rows],
    },
    layout,
  };
}

/** The italic line under a table its report capped at fewer rows than matched: says how to see the rest. */
export function cappedNote(text: string): Content {
  return { text, italics: true, style: "muted", margin: [0, 8, 0, 0] };
}

/** "1 registro", "12 registros": a report's total. */
export const recordCount = (total: number) => `${total} ${total === 1 ? "registro" : "registros"}`;

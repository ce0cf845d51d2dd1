/**
 * The listing as a spreadsheet Spanish Excel opens as is: UTF-8 with a byte-order mark, ';'
 * between fields (',' is the decimal mark there), CRLF lines, dates dd/MM/yyyy.
 */
import { LISTADO_COLUMNS, type ListadoFilaDatos, listadoCells } from "@rules/listado.ts";

const BOM = "\uFEFF";

/** Quotes a field when it holds the separator, a quote or a line break. */
function field(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function listadoCsv(filas: readonly ListadoFilaDatos[]): string {
  const lines = [LISTADO_COLUMNS, ...filas.map(listadoCells)].map((cells) => cells.map(field).join(";"));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

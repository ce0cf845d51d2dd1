/** The listing as a spreadsheet: its columns and rows, written by the shared CSV rule (rules/csv.ts). */
import { csvDocument } from "@rules/csv.ts";
import { LISTADO_COLUMNS, type ListadoFilaDatos, listadoCells } from "@rules/listado.ts";

export function listadoCsv(filas: readonly ListadoFilaDatos[]): string {
  return csvDocument([LISTADO_COLUMNS, ...filas.map(listadoCells)]);
}

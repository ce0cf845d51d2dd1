/**
 * Every CSV the app writes (today the listing's export, web/src/features/listados/csv.ts), in the
 * form Spanish Excel opens as is: UTF-8 with a byte-order mark, ';' between fields (',' is the
 * decimal mark there), CRLF lines, a field quoted when it holds the separator, a quote or a line
 * break (RFC 4180).
 *
 * Formula injection (OWASP "CSV Injection"): Excel, LibreOffice and Google Sheets read a cell that
 * starts with =, +, -, @, tab or carriage return as a formula, so a name typed as
 * `=HYPERLINK("http://…")` would run in the spreadsheet of whoever opens the export. Such a cell
 * gets a leading single quote, which they take as "text". A plain negative number ('-5', '-3,5')
 * is left as is: it is read as a number, never as a formula, and the quote would turn it into text
 * (docs/decisions.md).
 */

const BOM = "\uFEFF";
const SEPARATOR = ";";
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/** One cell as written: neutralised when a spreadsheet would run it, then quoted when needed. */
export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  return /["\r\n]/.test(text) || text.includes(SEPARATOR) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file: a header row, then the rows, each a list of cells. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((cells) => cells.map(csvCell).join(SEPARATOR));
  return `${BOM}${lines.join("\r\n")}\r\n`;
}

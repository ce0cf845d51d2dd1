import { expect, test } from "vitest";
import { csvCell, csvDocument } from "./csv.ts";

test("a cell a spreadsheet would run as a formula starts with a single quote (OWASP CSV injection)", () => {
  expect(csvCell('=HYPERLINK("http://malo.test","Ver")')).toBe('"\'=HYPERLINK(""http://malo.test"",""Ver"")"');
  expect(csvCell("=1+1")).toBe("'=1+1");
  expect(csvCell("+34 600 111 222")).toBe("'+34 600 111 222");
  expect(csvCell("-2+3+cmd|' /C calc'!A0")).toBe("'-2+3+cmd|' /C calc'!A0");
  expect(csvCell("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
  expect(csvCell("\t=1+1")).toBe("'\t=1+1");
  expect(csvCell("\r=1+1")).toBe('"\'\r=1+1"');
  // The separator cannot start a new cell that holds a formula: the whole value stays one quoted cell.
  expect(csvCell("Luna;=1+1")).toBe('"Luna;=1+1"');
});

test("plain negative numbers, and text with those characters further in, are left as they are", () => {
  for (const value of ["-5", "-3,5", "-0.25", "Luna", "Pérez-García", "a=b", "R-1", "", "'ya citado"]) expect(csvCell(value), value).toBe(value);
  for (const value of ["-5e3", "-5 kg", "--5", "-"]) expect(csvCell(value), value).toBe(`'${value}`);
});

test("BOM, ';' separators, CRLF lines, quotes doubled inside quoted fields", () => {
  expect(
    csvDocument([
      ["Nombre", "Notas"],
      ['Luna "la negra"', "dos\nlíneas"],
      ["=1", "-5"],
    ]),
  ).toBe('\uFEFFNombre;Notas\r\n"Luna ""la negra""";"dos\nlíneas"\r\n\'=1;-5\r\n');
});

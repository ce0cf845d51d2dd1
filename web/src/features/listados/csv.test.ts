import { expect, test } from "vitest";
import { listadoCsv } from "./csv.ts";

const fila = {
  registro: "R-1",
  identificacion: null,
  nombre: 'Luna "la negra"; mestiza',
  tipo: "Perro",
  edadAnios: 2,
  edadMeses: 1,
  procedencia: "Abandono",
  fechaLlegada: "2026-03-01",
  destino: "Adopción",
  fechaSalida: null,
  ayuntamiento: null,
};

test("BOM, ';' separators, CRLF lines, dd/MM/yyyy dates, fallbacks and quoted fields", () => {
  const csv = listadoCsv([fila]);
  expect(csv.startsWith("\uFEFFNº Registro;Nº Identificación;Nombre;Tipo;Edad;")).toBe(true);
  const [, row, end] = csv.split("\r\n");
  expect(row).toBe('R-1;Sin identificación;"Luna ""la negra""; mestiza";Perro;2 año(s) y 1 mes(es);Abandono;01/03/2026;Adopción;No definida;No especificado');
  expect(end).toBe("");
});

test("a name or description a spreadsheet would run as a formula is exported as text", () => {
  const csv = listadoCsv([{ ...fila, registro: "-5", nombre: '=HYPERLINK("http://malo.test","Ver")', ayuntamiento: "@SUM(A1)", tipo: "+Perro" }]);
  const [, row] = csv.split("\r\n");
  expect(row).toBe(
    '-5;Sin identificación;"\'=HYPERLINK(""http://malo.test"",""Ver"")";\'+Perro;2 año(s) y 1 mes(es);Abandono;01/03/2026;Adopción;No definida;\'@SUM(A1)',
  );
});

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

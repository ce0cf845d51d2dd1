/**
 * The libro de registro (issue 26): every entry and every exit of a period, one line per
 * movement, as the /reportes screen, its CSV and its PDF print it. Shared by the server and the
 * web app, so the three show the same cells.
 */
import { z } from "zod";
import { checkPeriod, formatEdad, LISTADO_FALLBACKS, periodDay } from "./listado.ts";
import { formatDay } from "./shelterClock.ts";

/** Movements a screen page shows. */
export const LIBRO_PAGE_SIZE = 50;
/** Movements one PDF lays out: some 150 landscape folios, a few seconds on a worker thread. */
export const LIBRO_PDF_MAX = 5000;
/** Movements one CSV holds: a few megabytes built in memory. */
export const LIBRO_CSV_MAX = 50_000;

export const LIBRO_TITLE = "Libro de registro";
export const LIBRO_EMPTY = "No hay entradas ni salidas en el periodo";
export const LIBRO_FORMATOS = ["json", "pdf", "csv"] as const;
export type LibroFormato = (typeof LIBRO_FORMATOS)[number];

/** The REST path's `formato`: the page as JSON unless pdf or csv is asked for. */
export const libroFormatoSchema = z
  .unknown()
  .optional()
  .transform((value) => (value === undefined || value === null || value === "" ? "json" : value))
  .pipe(z.enum(LIBRO_FORMATOS, "El formato debe ser json, pdf o csv"));

export const libroPeriodoSchema = z
  .object({
    desde: periodDay("La fecha desde no es válida"),
    hasta: periodDay("La fecha hasta no es válida"),
  })
  .transform((input, ctx) => {
    const period = checkPeriod(input.desde, input.hasta);
    if (!period.ok) {
      ctx.addIssue({ code: "custom", message: period.message, path: [period.field] });
      return z.NEVER;
    }
    return { desde: period.desde, hasta: period.hasta };
  });

export type LibroPeriodo = z.output<typeof libroPeriodoSchema>;

/** 'El PDF admite hasta 5000 movimientos...': refused before any row is read or laid out. */
export function libroTooLong(formato: "pdf" | "csv", movimientos: number): string {
  const max = formato === "pdf" ? LIBRO_PDF_MAX : LIBRO_CSV_MAX;
  return `El periodo tiene ${movimientos} movimientos y el ${formato.toUpperCase()} del libro de registro admite hasta ${max}: acorte el periodo`;
}

export type Movimiento = "entrada" | "salida";

/** A cell that may be missing (null from SQL, undefined from a GraphQL client). */
type Texto = string | null | undefined;

/** One line of the libro: a movement of an E/S and its animal. */
export type LibroLineaDatos = {
  /** 'yyyy-MM-dd': the fecha de llegada of an entry, the fecha de salida of an exit. */
  fecha: string;
  movimiento: Movimiento;
  registro: Texto;
  tipo: Texto;
  raza: Texto;
  sexo: Texto;
  /** The age on the movement's day (from the birth date when the ficha has one). */
  edadAnios: number;
  edadMeses: number;
  identificacion: Texto;
  /** The procedencia of an entry, the destino of an exit. */
  procedenciaDestino: Texto;
  /** Who brought or took the animal (name and surnames), or the town hall of an entry brought by none. */
  interviniente: Texto;
  /** Their DNI, or the town hall's CIF. */
  documento: Texto;
  entradaSalidaId: number;
};

export const LIBRO_COLUMNS = [
  "Fecha",
  "Movimiento",
  "Nº Registro",
  "Especie",
  "Raza",
  "Sexo",
  "Edad",
  "Microchip",
  "Procedencia / destino",
  "Persona o ayuntamiento",
  "DNI / CIF",
  "Nº E/S",
] as const;

const MOVIMIENTO_LABEL: Record<Movimiento, string> = { entrada: "Entrada", salida: "Salida" };
const NONE = "—";
const orElse = (value: Texto, fallback: string) => (value && value.trim() !== "" ? value : fallback);

/**
 * The age as the listings write it; 0 years and 0 months is the ficha's default and means not
 * known (decisions.md, adoption checks), which a book read by an inspector must not print as a newborn.
 */
export const libroEdad = (anios: number, meses: number) => (anios === 0 && meses === 0 ? "No consta" : formatEdad(anios, meses));

/** One line's cells in LIBRO_COLUMNS order. */
export function libroCells(linea: LibroLineaDatos): string[] {
  return [
    formatDay(linea.fecha),
    MOVIMIENTO_LABEL[linea.movimiento],
    orElse(linea.registro, LISTADO_FALLBACKS.registro),
    orElse(linea.tipo, LISTADO_FALLBACKS.tipo),
    orElse(linea.raza, NONE),
    orElse(linea.sexo, NONE),
    libroEdad(linea.edadAnios, linea.edadMeses),
    orElse(linea.identificacion, LISTADO_FALLBACKS.identificacion),
    orElse(linea.procedenciaDestino, linea.movimiento === "entrada" ? LISTADO_FALLBACKS.procedencia : LISTADO_FALLBACKS.destino),
    orElse(linea.interviniente, NONE),
    orElse(linea.documento, NONE),
    String(linea.entradaSalidaId),
  ];
}

/** 'Entradas: 12 · Salidas: 9': the totals by movement type. */
export function libroTotales(entradas: number, salidas: number): string {
  return `Entradas: ${entradas} · Salidas: ${salidas}`;
}

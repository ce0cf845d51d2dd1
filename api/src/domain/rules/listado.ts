/**
 * The animal listing's filter (spec sections 2, 3 and 5 "Listing report"), shared by the
 * /reportes form and the server: the same messages on both sides.
 */
import { parseDate } from "@internationalized/date";
import { z } from "zod";
import { formatDay, parseDay } from "./shelterClock.ts";
import { recordIdOf } from "./recordId.ts";

export const LISTADO_FECHAS_OBLIGATORIAS = "Las fechas desde y hasta son obligatorias";
export const LISTADO_DESDE_POSTERIOR = "La fecha desde debe ser anterior o igual a la fecha hasta";
export const LISTADO_VALIDATION_TITLE = "Error de validación";
/** A date typed only in part on the form ('dd/11/2026'); the browser finds it (web/src/forms/incompleteDates.ts). */
export const LISTADO_DESDE_INCOMPLETE = "La fecha desde está incompleta";
export const LISTADO_HASTA_INCOMPLETE = "La fecha hasta está incompleta";
/** Bounds the work of one listing; a decade covers any real question a shelter asks. */
export const LISTADO_MAX_YEARS = 10;
export const LISTADO_PERIODO_LARGO = `El periodo no puede superar ${LISTADO_MAX_YEARS} años`;
/** Spec section 9: the report page opens on the last month. */
export const LISTADO_DEFAULT_MONTHS = 1;

export const IDENTIFICACION_OPTIONS = ["todos", "con", "sin"] as const;
export type IdentificacionFiltro = (typeof IDENTIFICACION_OPTIONS)[number];

/** The filter once read: days as 'yyyy-MM-dd', null ids meaning 'todos'. */
export type ListadoFiltro = {
  fechaDesde: string;
  fechaHasta: string;
  tipo: number | null;
  identificacion: IdentificacionFiltro;
  ayuntamiento: number | null;
  procedencia: number | null;
  destino: number | null;
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A 'yyyy-MM-dd' day of a period's form; blank is null (checkPeriod says it is required). */
export function periodDay(invalid: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (isBlank(value)) return null;
      const text = typeof value === "string" ? value.trim() : "";
      if (parseDay(text)) return text;
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
}

/** A lookup or town-hall id; blank, null or 'todos' mean every one. */
function optionalId(invalid: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): number | null => {
      if (isBlank(value) || value === "todos") return null;
      const id = recordIdOf(typeof value === "string" ? value.trim() : value);
      if (id !== null) return id;
      ctx.addIssue({ code: "custom", message: invalid });
      return z.NEVER;
    });
}

export const listadoFiltroSchema = z
  .object({
    fechaDesde: periodDay("La fecha desde no es válida"),
    fechaHasta: periodDay("La fecha hasta no es válida"),
    tipo: optionalId("El tipo de animal no es válido"),
    identificacion: z
      .unknown()
      .optional()
      .transform((value) => (isBlank(value) ? "todos" : value))
      .pipe(z.enum(IDENTIFICACION_OPTIONS, "El filtro de identificación debe ser todos, con o sin")),
    ayuntamiento: optionalId("El ayuntamiento no es válido"),
    procedencia: optionalId("La procedencia no es válida"),
    destino: optionalId("El destino no es válido"),
  })
  .transform((filtro, ctx): ListadoFiltro => {
    const period = checkPeriod(filtro.fechaDesde, filtro.fechaHasta);
    if (!period.ok) {
      ctx.addIssue({ code: "custom", message: period.message, path: [period.field === "desde" ? "fechaDesde" : "fechaHasta"] });
      return z.NEVER;
    }
    return { ...filtro, fechaDesde: period.desde, fechaHasta: period.hasta };
  });

export type PeriodCheck = { ok: true; desde: string; hasta: string } | { ok: false; message: string; field: "desde" | "hasta" };

/** The period rule of the listing and of the libro de registro: both days, in order, at most LISTADO_MAX_YEARS apart. */
export function checkPeriod(desde: string | null, hasta: string | null): PeriodCheck {
  if (!desde || !hasta) return { ok: false, message: LISTADO_FECHAS_OBLIGATORIAS, field: desde ? "hasta" : "desde" };
  if (desde > hasta) return { ok: false, message: LISTADO_DESDE_POSTERIOR, field: "desde" };
  if (parseDate(desde).add({ years: LISTADO_MAX_YEARS }).toString() < hasta) return { ok: false, message: LISTADO_PERIODO_LARGO, field: "hasta" };
  return { ok: true, desde, hasta };
}

/** 'X año(s) y Y mes(es)', written as the spec shows it. */
export function formatEdad(anios: number, meses: number): string {
  return `${anios} año(s) y ${meses} mes(es)`;
}

/** The page's and the PDF's fallbacks for empty cells (spec section 2). */
export const LISTADO_FALLBACKS = {
  registro: "N/A",
  identificacion: "Sin identificación",
  nombre: "Sin nombre",
  tipo: "No especificado",
  procedencia: "No especificada",
  destino: "No especificado",
  ayuntamiento: "No especificado",
  fecha: "No definida",
} as const;

export const LISTADO_EMPTY = "No se encontraron registros para los filtros aplicados";

/** The cells of one listing row, as both the page and the PDF print them. */
/** A cell that may be missing (null from SQL, undefined from a GraphQL client). */
type Texto = string | null | undefined;

export type ListadoFilaDatos = {
  registro: Texto;
  identificacion: Texto;
  nombre: Texto;
  tipo: Texto;
  edadAnios: number;
  edadMeses: number;
  procedencia: Texto;
  fechaLlegada: Texto;
  destino: Texto;
  fechaSalida: Texto;
  ayuntamiento: Texto;
};

export const LISTADO_COLUMNS = [
  "Nº Registro",
  "Nº Identificación",
  "Nombre",
  "Tipo",
  "Edad",
  "Procedencia",
  "F. Entrada",
  "Destino",
  "F. Salida",
  "Ayuntamiento",
] as const;

/** A day of a row, or the spec's 'No definida'. */
const fecha = (day: string | null | undefined): string => (day ? formatDay(day) : LISTADO_FALLBACKS.fecha);

const orFallback = (value: Texto, fallback: string) => (value && value.trim() !== "" ? value : fallback);

/** One row's cells in LISTADO_COLUMNS order, fallbacks included. */
export function listadoCells(f: ListadoFilaDatos): string[] {
  return [
    orFallback(f.registro, LISTADO_FALLBACKS.registro),
    orFallback(f.identificacion, LISTADO_FALLBACKS.identificacion),
    orFallback(f.nombre, LISTADO_FALLBACKS.nombre),
    orFallback(f.tipo, LISTADO_FALLBACKS.tipo),
    formatEdad(f.edadAnios, f.edadMeses),
    orFallback(f.procedencia, LISTADO_FALLBACKS.procedencia),
    fecha(f.fechaLlegada),
    orFallback(f.destino, LISTADO_FALLBACKS.destino),
    fecha(f.fechaSalida),
    orFallback(f.ayuntamiento, LISTADO_FALLBACKS.ayuntamiento),
  ];
}

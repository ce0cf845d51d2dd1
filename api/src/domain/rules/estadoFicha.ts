/**
 * Where a ficha's animal is, as the record list shows and filters it (docs/decisions.md "Animals"):
 * in the shelter while one of its E/S is open (destino 6), otherwise the destino and exit day of
 * its last E/S, or no E/S at all.
 */
import * as z from "zod/mini";
import { formatDay } from "./shelterClock.ts";

/** The list's filter (`?estado=`): every ficha, the animals in the shelter, or the rest (left, or never entered). */
export const ESTADO_FILTERS = ["todos", "en_refugio", "fuera"] as const;
export type EstadoFilter = (typeof ESTADO_FILTERS)[number];

export const ESTADO_FILTER_LABELS: Record<EstadoFilter, string> = {
  todos: "Todos",
  en_refugio: "En refugio",
  fuera: "Fuera del refugio",
};

export const ESTADO_FILTER_INVALID = "El estado debe ser todos, en_refugio o fuera";

/** Absent or blank is every ficha. Zod's mini build: the record list loads this module. */
export const estadoFilterSchema = z.pipe(
  z.transform((value: unknown) => (value === undefined || value === "" || value === null ? "todos" : value)),
  z.enum(ESTADO_FILTERS, ESTADO_FILTER_INVALID),
);

export const EN_REFUGIO = "En refugio";
export const SIN_ENTRADAS = "Sin entradas";

/**
 * How the list words it: 'En refugio', the last destino with its exit day ('Adopción
 * (26/11/2026)'), or 'Sin entradas'. `destino` is null without E/S; days are 'yyyy-MM-dd'.
 */
export function estadoText(estado: { enRefugio: boolean; destino: string | null; fechaSalida: string | null }): string {
  if (estado.enRefugio) return EN_REFUGIO;
  if (!estado.destino) return SIN_ENTRADAS;
  return estado.fechaSalida ? `${estado.destino} (${formatDay(estado.fechaSalida)})` : estado.destino;
}

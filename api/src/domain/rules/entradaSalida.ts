/**
 * The rules of an entry/exit (E/S) record that the ficha's General tab checks before sending and
 * the server checks again (spec sections 4 "Animal and E/S states" and 5 "E/S checks"). Days are
 * 'yyyy-MM-dd' strings of the shelter's calendar, so comparing them as text compares the days.
 */
import { z } from "zod";
import { optionalDay } from "./dayField.ts";
import { recordIdOf } from "./recordId.ts";

/** Destino 6: the animal is still in the shelter; an E/S with it is open. */
export const DESTINO_EN_REFUGIO = 6;
export const PROCEDENCIA_ABANDONO = 1;
export const DESTINO_ADOPCION = 3;
export const DESTINO_RECONOCIMIENTO = 4;

export const OPEN_STAY_MESSAGE = "No se puede añadir nueva entrada: existe un registro E/S sin cerrar. Complete los datos de Destino en la pestaña General";
export const REOPEN_STAY_MESSAGE = "El animal ya tiene otro registro E/S sin cerrar: no puede haber dos con destino En refugio";
export const PROCEDENCIA_REQUIRED = "Debe seleccionar una Procedencia";
export const FECHA_LLEGADA_REQUIRED = "La Fecha de Llegada es obligatoria";
export const DESTINO_REQUIRED = "Debe seleccionar un Destino";
export const FECHA_SALIDA_REQUIRED = "La Fecha de Salida es obligatoria cuando el destino no es En refugio";
export const EXIT_BEFORE_ARRIVAL = "La fecha de salida no puede ser anterior a la fecha de llegada";
export const ARRIVAL_IN_FUTURE = "La fecha de llegada no puede ser posterior a hoy";
/** A date typed only in part in the General tab ('dd/11/2026'); the browser finds it (web/src/forms/incompleteDates.ts). */
export const FECHA_LLEGADA_INCOMPLETE = "La fecha de llegada está incompleta";
export const FECHA_SALIDA_INCOMPLETE = "La fecha de salida está incompleta";

const lookupId = (message: string) =>
  z
    .union([z.number(message), z.null()], message)
    .optional()
    .transform((value, ctx) => {
      // The spec's procedencia 0 means 'not chosen'.
      if (value === null || value === undefined || value === 0) return null;
      const id = recordIdOf(value);
      if (id === null) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return id;
    });

const day = (requiredMessage: string) =>
  optionalDay.superRefine((value, ctx) => {
    if (requiredMessage && value === null) ctx.addIssue({ code: "custom", message: requiredMessage });
  });

export type EntradaSalidaDates = {
  procedenciaId: number | null;
  fechaLlegada: string;
  destinoId: number;
  fechaSalida: string | null;
};

/**
 * The General tab's fields. `requireProcedencia` is true on a General save; a new E/S (and a
 * save from another tab) may still have none. `today` is the shelter's day.
 */
export function entradaSalidaDatesSchema(options: { today: string; requireProcedencia: boolean }) {
  return z
    .object({
      procedenciaId: lookupId(PROCEDENCIA_REQUIRED),
      fechaLlegada: day(FECHA_LLEGADA_REQUIRED),
      destinoId: lookupId(DESTINO_REQUIRED),
      fechaSalida: day(""),
    })
    .superRefine((value, ctx) => {
      if (options.requireProcedencia && value.procedenciaId === null) {
        ctx.addIssue({ code: "custom", path: ["procedenciaId"], message: PROCEDENCIA_REQUIRED });
      }
      if (value.destinoId === null) ctx.addIssue({ code: "custom", path: ["destinoId"], message: DESTINO_REQUIRED });
      if (value.fechaLlegada && value.fechaLlegada > options.today) {
        ctx.addIssue({ code: "custom", path: ["fechaLlegada"], message: ARRIVAL_IN_FUTURE });
      }
      if (value.destinoId !== null && value.destinoId !== DESTINO_EN_REFUGIO && value.fechaSalida === null) {
        ctx.addIssue({ code: "custom", path: ["fechaSalida"], message: FECHA_SALIDA_REQUIRED });
      }
      if (value.destinoId !== DESTINO_EN_REFUGIO && value.fechaSalida && value.fechaLlegada && value.fechaSalida < value.fechaLlegada) {
        ctx.addIssue({ code: "custom", path: ["fechaSalida"], message: EXIT_BEFORE_ARRIVAL });
      }
    })
    .transform(
      (value): EntradaSalidaDates => ({
        procedenciaId: value.procedenciaId,
        fechaLlegada: value.fechaLlegada!,
        destinoId: value.destinoId!,
        // Destino 6 is an open stay: it never keeps an exit date.
        fechaSalida: value.destinoId === DESTINO_EN_REFUGIO ? null : value.fechaSalida,
      }),
    );
}

/**
 * What the General tab does when the destino changes (spec section 4): destino 6 clears the exit
 * date (the field is then disabled); another destino with no exit date gets today.
 */
export function exitDateForDestino(destinoId: number | null, fechaSalida: string | null, today: string): string | null {
  if (destinoId === DESTINO_EN_REFUGIO) return null;
  if (destinoId !== null && !fechaSalida) return today;
  return fechaSalida;
}

/** Whole calendar days from arrival to exit, or to today while the stay is open; arrival today gives 0. */
export function diasEnRefugio(fechaLlegada: string, fechaSalida: string | null, today: string): number {
  const end = fechaSalida ?? today;
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${fechaLlegada}T00:00:00Z`)) / 86_400_000);
  return Math.max(0, days);
}

/**
 * Plan sanitario (issue 27): the shelter's catalogue of actuaciones, the protocols by species and
 * the actuaciones of each animal. The server validates with these schemas and the forms check
 * with them before sending.
 */
import { z } from "zod";
import { recordIdField, recordIdOf } from "./recordId.ts";
import { parseDay } from "./shelterClock.ts";
import { optionalText, requiredText } from "./text.ts";

export const CLASES = ["vacuna", "desparasitacion_interna", "desparasitacion_externa", "prueba"] as const;
export type Clase = (typeof CLASES)[number];

/** How screens, e-mails and PDFs name each kind. */
export const CLASE_NOMBRES: Record<Clase, string> = {
  vacuna: "Vacuna",
  desparasitacion_interna: "Desparasitación interna",
  desparasitacion_externa: "Desparasitación externa",
  prueba: "Prueba",
};

export const ESTADOS = ["pendiente", "realizada", "cancelada"] as const;
export type Estado = (typeof ESTADOS)[number];

export const NOMBRE_MAX = 100;
export const PRODUCTO_MAX = 100;
export const LOTE_MAX = 50;
export const NOTAS_MAX = 500;
export const MOTIVO_MAX = 250;
/** Ten years: a longer interval or protocol day is a typing slip. */
export const MAX_DIAS = 3650;
/** 'Pendientes' shows what is overdue, due today and due in the next days, up to this many. */
export const DIAS_PROXIMOS = 7;

export const CLASE_REQUIRED = "Elija el tipo de actuación";
export const NOMBRE_REQUIRED = "El nombre es obligatorio";
export const INTERVALO_INVALID = `El intervalo debe ser un número entero de días entre 1 y ${MAX_DIAS}`;
export const DIA_INVALID = `El día debe ser un número entero entre 0 y ${MAX_DIAS}`;
export const TIPO_INVALID = "Elija una especie";
export const ACTUACION_REQUIRED = "Elija una actuación del plan sanitario";
export const FECHA_REQUIRED = "La fecha prevista es obligatoria";
export const FECHA_INVALID = "Fecha no válida: use el formato aaaa-mm-dd";
export const REALIZADA_REQUIRED = "Indique la fecha y la hora en que se hizo";
export const REALIZADA_FUTURE = "La fecha en que se hizo no puede ser posterior a ahora";
export const CADUCIDAD_INVALID = "Fecha de caducidad no válida: use el formato aaaa-mm-dd";
export const MOTIVO_REQUIRED = "Indique el motivo";

const clase = z.enum(CLASES, CLASE_REQUIRED);

const daysBetween = (min: number, message: string) => z.number(message).int(message).min(min, message).max(MAX_DIAS, message);

/** Absent, null or "" is no species (every species); otherwise a tipo's id. */
const optionalTipoId = z
  .unknown()
  .optional()
  .transform((value, ctx): number | null => {
    if (value === undefined || value === null || value === "") return null;
    const id = recordIdOf(value);
    if (id !== null) return id;
    ctx.addIssue({ code: "custom", message: TIPO_INVALID });
    return z.NEVER;
  });

const requiredDay = (required: string, invalid: string) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => parseDay(value) !== null, invalid);

/** A day that may be left out. */
const optionalDayWith = (invalid: string) =>
  z
    .union([z.string(invalid), z.null()], invalid)
    .optional()
    .transform((value) => value?.trim() || null)
    .refine((value) => value === null || parseDay(value) !== null, invalid);

/** An actuación of the catalogue, in the form's order. */
export const actuacionInputSchema = z.object({
  clase,
  nombre: requiredText("El nombre", NOMBRE_MAX, NOMBRE_REQUIRED),
  tipoId: optionalTipoId,
  intervaloDias: daysBetween(1, INTERVALO_INVALID)
    .nullish()
    .transform((value) => value ?? null),
});
export type ActuacionInput = z.output<typeof actuacionInputSchema>;

/** A step of a species' protocol: the actuación is due `dia` days after the arrival (0: that day). */
export const pasoProtocoloSchema = z.object({
  tipoId: recordIdField(TIPO_INVALID),
  actuacionId: recordIdField(ACTUACION_REQUIRED),
  dia: daysBetween(0, DIA_INVALID),
});

/** A step changed: its actuación and day (its species stays). */
export const pasoProtocoloUpdateSchema = pasoProtocoloSchema.omit({ tipoId: true });

/** A one-off item of an animal. */
export const actuacionPuntualSchema = z.object({
  actuacionId: recordIdField(ACTUACION_REQUIRED),
  fechaPrevista: requiredDay(FECHA_REQUIRED, FECHA_INVALID),
  notas: optionalText("El campo Notas", NOTAS_MAX),
});

/** Rescheduling an item: the new day and why. */
export const reprogramarSchema = z.object({
  fechaPrevista: requiredDay(FECHA_REQUIRED, FECHA_INVALID),
  motivo: requiredText("El motivo", MOTIVO_MAX, MOTIVO_REQUIRED),
});

/** Cancelling an item: why. */
export const cancelarSchema = z.object({ motivo: requiredText("El motivo", MOTIVO_MAX, MOTIVO_REQUIRED) });

/** 'Registrar': an item recorded as given, in the form's order. `now` bounds the date (a clock slip of a minute is allowed). */
export const registrarSchema = (now: Date) =>
  z.object({
    realizadaEn: z.preprocess(
      (value) => (value === "" ? null : value),
      z.coerce
        .date(REALIZADA_REQUIRED)
        .refine((date) => date.getTime() <= now.getTime() + 60_000, REALIZADA_FUTURE)
        .refine((date) => date.getUTCFullYear() >= 1900, REALIZADA_REQUIRED),
    ),
    producto: optionalText("El producto", PRODUCTO_MAX),
    lote: optionalText("El lote", LOTE_MAX),
    caducidad: optionalDayWith(CADUCIDAD_INVALID),
    notas: optionalText("El campo Notas", NOTAS_MAX),
  });
export type RegistrarInput = z.output<ReturnType<typeof registrarSchema>>;

/** 'Pendientes' filters: a kind and a species, each optional. */
export const pendientesFiltroSchema = z.object({
  clase: clase.nullish().transform((value) => value ?? null),
  tipoId: optionalTipoId,
});

/** What the forms say of a date typed only in part (web/src/forms/incompleteDates.ts). */
export const REALIZADA_INCOMPLETE = "La fecha y hora en que se hizo está incompleta";
export const CADUCIDAD_INCOMPLETE = "La fecha de caducidad está incompleta";
export const FECHA_INCOMPLETE = "La fecha prevista está incompleta";

/** What the Salud tab orders an item by: its estado, its due day (aaaa-mm-dd) and, between equals, its id. */
export type SaludOrderKey = { estado: string; fechaPrevista: string; id: number | string };

/**
 * The Salud tab's order, on the server and in the browser's store alike: what is still to do first,
 * the earliest due (the overdue) at the top, as 'Pendientes' lists it; then what was given or
 * cancelled, the latest first.
 */
export function bySaludOrder(a: SaludOrderKey, b: SaludOrderKey): number {
  const [aPending, bPending] = [a.estado === "pendiente", b.estado === "pendiente"];
  if (aPending !== bPending) return aPending ? -1 : 1;
  const earlierFirst = a.fechaPrevista.localeCompare(b.fechaPrevista) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  return aPending ? earlierFirst : -earlierFirst;
}

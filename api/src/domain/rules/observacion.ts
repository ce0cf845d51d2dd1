/**
 * An observation or treatment of an E/S (spec sections 3, 4 and 5 "Observation"): the server
 * validates every save with this schema and the dialog checks with it before sending.
 */
import { z } from "zod";
import { dayOnClock } from "./shelterClock.ts";
import { requiredText } from "./text.ts";
import { acceptedTypes, declaredFileProblem, type UploadRule } from "./upload.ts";

export const DESCRIPCION_MAX = 250;
/** Past this length the dialog's counter turns red (spec section 5). */
export const DESCRIPCION_WARNING = 200;

export const DESCRIPCION_REQUIRED = "La descripción es obligatoria";
export const INICIO_REQUIRED = "Un tratamiento necesita la fecha de inicio";
export const FIN_BEFORE_INICIO = "La fecha de fin no puede ser anterior a la fecha de inicio";
export const INVALID_DATE = "La fecha no es válida";
/** A date and time typed only in part ('dd/11/2026, 10:––'); the browser finds it (web/src/forms/incompleteDates.ts). */
export const INICIO_INCOMPLETE = "La fecha de inicio del tratamiento está incompleta";
export const FIN_INCOMPLETE = "La fecha de fin del tratamiento está incompleta";
export const STARTS_AFTER_EXIT = "El tratamiento no puede empezar después de la fecha de salida";
export const ENDS_AFTER_EXIT = "El tratamiento no puede terminar después de la fecha de salida";

/** Dates the timestamp columns and every screen can show; outside this a date is a typing slip. */
const EARLIEST = new Date("1900-01-01T00:00:00Z");
const LATEST = new Date("2100-12-31T23:59:59Z");

/** Absent, null or "" is no date; a Date, an ISO text or a timestamp is read as an instant. */
const optionalInstant = z.preprocess(
  (value) => (value === "" ? null : value),
  z.coerce
    .date(INVALID_DATE)
    .refine((date) => date >= EARLIEST && date <= LATEST, INVALID_DATE)
    .nullish()
    .transform((date) => date ?? null),
);

/**
 * Fields in the dialog's order. A plain observation (tratamiento false) has no treatment dates,
 * whatever was sent; a treatment has a start, and its end, when given, is not before it.
 */
export const observacionInputSchema = z
  .object({
    descripcion: requiredText("La descripción", DESCRIPCION_MAX, DESCRIPCION_REQUIRED),
    tratamiento: z
      .boolean("Indique si es un tratamiento")
      .nullish()
      .transform((value) => value ?? false),
    tratamientoFechaInicio: optionalInstant,
    tratamientoFechaFin: optionalInstant,
    /** 'Sanitaria' (issue 26): printed in the adoption pack. Absent keeps what is stored; a treatment always is. */
    sanitaria: z
      .boolean("Indique si la observación es sanitaria")
      .nullish()
      .transform((value) => value ?? undefined),
  })
  .transform((input) => (input.tratamiento ? { ...input, sanitaria: true } : { ...input, tratamientoFechaInicio: null, tratamientoFechaFin: null }))
  .superRefine((input, ctx) => {
    if (!input.tratamiento) return;
    if (!input.tratamientoFechaInicio) {
      ctx.addIssue({ code: "custom", path: ["tratamientoFechaInicio"], message: INICIO_REQUIRED });
      return;
    }
    if (input.tratamientoFechaFin && input.tratamientoFechaFin < input.tratamientoFechaInicio) {
      ctx.addIssue({ code: "custom", path: ["tratamientoFechaFin"], message: FIN_BEFORE_INICIO });
    }
  });

export type ObservacionInput = z.output<typeof observacionInputSchema>;

/**
 * An observation of one stay: `observacionInputSchema`, and a treatment of a stay with an exit
 * date ('yyyy-MM-dd') neither starts nor ends after that day on the shelter's clock, so no
 * treatment outlives the stay. Plain observations may be written after the exit.
 */
export function observacionOfStaySchema(stay: { fechaSalida: string | null }, timeZone: string) {
  return observacionInputSchema.superRefine((input, ctx) => {
    const exit = stay.fechaSalida;
    if (!input.tratamiento || !exit) return;
    if (input.tratamientoFechaInicio && dayOnClock(input.tratamientoFechaInicio, timeZone) > exit) {
      ctx.addIssue({ code: "custom", path: ["tratamientoFechaInicio"], message: STARTS_AFTER_EXIT });
    }
    if (input.tratamientoFechaFin && dayOnClock(input.tratamientoFechaFin, timeZone) > exit) {
      ctx.addIssue({ code: "custom", path: ["tratamientoFechaFin"], message: ENDS_AFTER_EXIT });
    }
  });
}

/** What saving a closed stay tells about the treatments it ended. */
export function treatmentsEndedMessage(count: number): string {
  return count === 1 ? "Se ha finalizado 1 tratamiento en curso" : `Se han finalizado ${count} tratamientos en curso`;
}

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The documents an observation may carry, at most 10 MB. */
export const DOCUMENT_UPLOAD: UploadRule = {
  field: "document",
  maxBytes: MAX_DOCUMENT_BYTES,
  types: acceptedTypes("application/pdf", "image/jpeg", "image/png", "image/webp"),
  notAccepted: "Solo se permiten documentos PDF, JPEG, PNG o WebP",
  tooLarge: "El documento es demasiado grande. Máximo 10MB",
  missing: "No se ha recibido ningún documento",
};

/** What the file picker offers. */
export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp";

/** The browser's check before the upload, on the declared type and size; the server checks the content. */
export const documentProblem = (file: { type: string; size: number }) => declaredFileProblem(DOCUMENT_UPLOAD, file);

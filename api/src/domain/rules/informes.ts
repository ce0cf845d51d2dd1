/**
 * The report generator of the ficha's General tab (spec sections 2, 4, 5 "Generating PDF reports
 * from the record", 7 "Reports" and 9 "Report types"): the four types, the parameters of each one's
 * form with their limits, and the Spanish messages. The server validates POST /api/reports/generate
 * and the GraphQL mutation with these schemas; the parameter forms check with them before sending.
 */
import { z } from "zod";
import { DESTINO_ADOPCION, DESTINO_RECONOCIMIENTO, INVALID_DAY, isCalendarDay, PROCEDENCIA_ABANDONO } from "./entradaSalida.ts";

/** Spec section 9, in the select's order. */
export const INFORME_TYPE_LABELS = {
  "ficha-registral": "Ficha registral animal",
  "declaracion-abandono": "Declaración de abandono",
  "contrato-adopcion": "Contrato de adopción",
  "declaracion-reconocimiento": "Declaración de reconocimiento de un animal",
} as const;

export type InformeType = keyof typeof INFORME_TYPE_LABELS;
export const INFORME_TYPES = Object.keys(INFORME_TYPE_LABELS) as InformeType[];

export function isInformeType(value: unknown): value is InformeType {
  return typeof value === "string" && Object.hasOwn(INFORME_TYPE_LABELS, value);
}

export const INFORME_ANIMAL_NOT_SAVED = "Debe guardar el animal antes de generar informes";
export const INFORME_SELECT_ENTRADA_SALIDA = "Debe seleccionar un registro de entrada/salida";
export const INFORME_SELECT_TYPE = "Debe seleccionar un tipo de informe";
export const INFORME_NEEDS_PERSON = "Este tipo de informe requiere que haya datos de persona en el registro de entrada/salida";
export const INFORME_INVALID_TYPE = "Tipo de informe no válido";
export const INFORME_GENERATE_FAILED = "Error al generar el informe";
export const INFORME_PDF_FAILED = "Error al generar el PDF";
export const INFORME_DOWNLOAD_FAILED = "Error al descargar el PDF";
export const INFORME_PRINT_FAILED = "Error al generar el PDF para impresión";

export const CAUSAS_ABANDONO_MAX = 800;
export const CAUSAS_ABANDONO_MAX_LINES = 8;
export const COMPROMISO_ADOPTANTE_MAX = 800;
export const COMPROMISO_ADOPTANTE_MAX_LINES = 15;
/** No shelter charges this much; above it the amount is a typing slip. */
export const CANTIDAD_MAX = 100_000;
/** Far beyond any stay; keeps the number printable. */
export const DIAS_REFUGIO_MAX = 36_500;

export const CANTIDAD_INVALID = "La cantidad abonada debe ser un número igual o mayor que 0";
export const DIAS_REFUGIO_INVALID = "Los días en el refugio deben ser un número entero igual o mayor que 0";
export const FECHA_REQUIRED = "La fecha es obligatoria";

/**
 * Which E/S person a legal document names: whoever hands the animal over on entry for an
 * abandonment, the adopter or the owner on exit for the other two. The spec requires the person
 * for abandonment and adoption only; a recognition without one prints blank lines to fill by hand
 * (docs/decisions.md "Legal documents").
 */
export const INFORME_PERSON: Record<InformeType, { side: "entrada" | "salida"; required: boolean } | null> = {
  "ficha-registral": null,
  "declaracion-abandono": { side: "entrada", required: true },
  "contrato-adopcion": { side: "salida", required: true },
  "declaracion-reconocimiento": { side: "salida", required: false },
};

/** The pending form names the spec stores in session storage after a plain person selection. */
export const PENDING_FORM_BY_TYPE = {
  "declaracion-abandono": "declaracion_abandono",
  "contrato-adopcion": "contrato_adopcion",
  "declaracion-reconocimiento": "declaracion_reconocimiento",
} as const satisfies Partial<Record<InformeType, string>>;

/** 'Iniciar proceso' (spec section 4): which document an E/S leads to, if any. */
export function processDocumentFor(stay: { procedenciaId: number | null; destinoId: number | null }, side: "entrada" | "salida"): InformeType | null {
  if (side === "entrada") return stay.procedenciaId === PROCEDENCIA_ABANDONO ? "declaracion-abandono" : null;
  if (stay.destinoId === DESTINO_ADOPCION) return "contrato-adopcion";
  if (stay.destinoId === DESTINO_RECONOCIMIENTO) return "declaracion-reconocimiento";
  return null;
}

const lineCount = (text: string) => text.split(/\r\n|\r|\n/).length;

function boundedText(subject: string, max: number, maxLines: number) {
  return z
    .string(`${subject} no es un texto`)
    .nullish()
    .transform((value) => value?.trim() ?? "")
    .refine((value) => value.length <= max, `${subject} no puede superar ${max} caracteres`)
    .refine((value) => value === "" || lineCount(value) <= maxLines, `${subject} no puede tener más de ${maxLines} líneas`);
}

/** Euros, at least 0, kept to cents; absent means 0 (the form starts at 0). */
const cantidad = z
  .union([z.number(CANTIDAD_INVALID), z.string(CANTIDAD_INVALID)], CANTIDAD_INVALID)
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return 0;
    const amount = typeof value === "number" ? value : Number(value.replace(",", "."));
    if (!Number.isFinite(amount) || amount < 0 || amount > CANTIDAD_MAX) {
      ctx.addIssue({ code: "custom", message: CANTIDAD_INVALID });
      return z.NEVER;
    }
    return Math.round(amount * 100) / 100;
  });

const dias = z
  .union([z.number(DIAS_REFUGIO_INVALID), z.string(DIAS_REFUGIO_INVALID)], DIAS_REFUGIO_INVALID)
  .nullish()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === "") return 0;
    const days = typeof value === "number" ? value : Number(value);
    if (!Number.isInteger(days) || days < 0 || days > DIAS_REFUGIO_MAX) {
      ctx.addIssue({ code: "custom", message: DIAS_REFUGIO_INVALID });
      return z.NEVER;
    }
    return days;
  });

/** A 'yyyy-MM-dd' day; absent means null and the server prints the shelter's today. */
const day = z
  .union([z.string(INVALID_DAY), z.null()], INVALID_DAY)
  .optional()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || isCalendarDay(value), INVALID_DAY);

/** Each type's parameters with the spec's field names (section 7 "Reports"). */
export const informeParamsSchemas = {
  "ficha-registral": z.object({}),
  "declaracion-abandono": z.object({
    cantidadAbonada: cantidad,
    fechaAbandono: day,
    causasAbandono: boundedText("Las causas del abandono", CAUSAS_ABANDONO_MAX, CAUSAS_ABANDONO_MAX_LINES),
  }),
  "contrato-adopcion": z.object({
    fechaEntregaContrato: day,
    compromisoAdoptante: boundedText("El compromiso del adoptante", COMPROMISO_ADOPTANTE_MAX, COMPROMISO_ADOPTANTE_MAX_LINES),
  }),
  "declaracion-reconocimiento": z.object({
    fechaEntregaReconocimiento: day,
    cantidadAbonadaReconocimiento: cantidad,
    diasRefugio: dias,
  }),
} satisfies Record<InformeType, z.ZodType>;

export type InformeParams<T extends InformeType = InformeType> = z.output<(typeof informeParamsSchemas)[T]>;

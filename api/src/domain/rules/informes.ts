/**
 * The report generator of the ficha's General tab (spec sections 2, 4, 5 "Generating PDF reports
 * from the record", 7 "Reports" and 9 "Report types"): the four types, the parameters of each one's
 * form with their limits, and the Spanish messages. The server validates POST /api/reports/generate
 * and the GraphQL mutation with these schemas; the parameter forms check with them before sending.
 */
import { z } from "zod";
import { optionalDay } from "./dayField.ts";
import { DESTINO_ADOPCION, DESTINO_RECONOCIMIENTO, PROCEDENCIA_ABANDONO } from "./entradaSalida.ts";

/** Spec section 9, in the select's order. */
export const INFORME_TYPE_LABELS = {
  "ficha-registral": "Ficha registral animal",
  "declaracion-abandono": "Declaración de abandono",
  "contrato-adopcion": "Contrato de adopción",
  "declaracion-reconocimiento": "Declaración de reconocimiento de un animal",
  // Beyond the spec (issue 26; Ley 7/2023, art. 58.7): the adoption pack, from an exit in adopción.
  "informacion-adoptante": "Información del animal para el adoptante",
  // Issue 27: the animal's health record, also handed to the adopter with the contract.
  "cartilla-sanitaria": "Cartilla sanitaria",
} as const;

export type InformeType = keyof typeof INFORME_TYPE_LABELS;
export const INFORME_TYPES = Object.keys(INFORME_TYPE_LABELS) as InformeType[];

export function isInformeType(value: unknown): value is InformeType {
  return typeof value === "string" && Object.hasOwn(INFORME_TYPE_LABELS, value);
}

/**
 * The documents that print the shelter's whole identity and are refused until 'Datos del refugio'
 * is complete; the ficha registral, the shelter's own record, prints what is known.
 */
export const needsRefugio = (tipo: InformeType): boolean => !isFormless(tipo);

/** The documents generated straight away, without a parameter form. */
export type FormlessType = "ficha-registral" | "informacion-adoptante" | "cartilla-sanitaria";
const FORMLESS: readonly InformeType[] = ["ficha-registral", "informacion-adoptante", "cartilla-sanitaria"];
export const isFormless = (tipo: InformeType): tipo is FormlessType => FORMLESS.includes(tipo);

export const INFORMACION_ADOPTANTE_NOT_ADOPTION = "La información del animal para el adoptante se genera desde una salida en adopción";

/** Each document as a sentence names it. */
const INFORME_IN_A_SENTENCE: Record<InformeType, string> = {
  "ficha-registral": "la ficha registral",
  "declaracion-abandono": "la declaración de abandono",
  "contrato-adopcion": "el contrato de adopción",
  "declaracion-reconocimiento": "la declaración de reconocimiento",
  "informacion-adoptante": "la información para el adoptante",
  "cartilla-sanitaria": "la cartilla sanitaria",
};

/**
 * The notice shown before any document is asked for while 'Datos del refugio' lacks `pending`
 * (the fields' labels): which documents need them, what is missing, and that the ficha can be made.
 */
export function refugioPendingNotice(pending: readonly string[]): string {
  const signed = INFORME_TYPES.filter(needsRefugio).map((tipo) => INFORME_IN_A_SENTENCE[tipo]);
  const documents = `${signed.slice(0, -1).join(", ")} o ${signed.at(-1)}`;
  return `Para generar ${documents} faltan estos datos del refugio: ${pending.join(", ")}. La ficha registral se puede generar sin ellos.`;
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

/** A date typed only in part in a parameter form ('dd/11/2026'); the browser finds it (web/src/forms/incompleteDates.ts). */
export const FECHA_ABANDONO_INCOMPLETE = "La fecha de abandono está incompleta";
export const FECHA_ENTREGA_CONTRATO_INCOMPLETE = "La fecha de entrega del contrato está incompleta";
export const FECHA_ENTREGA_RECONOCIMIENTO_INCOMPLETE = "La fecha de entrega está incompleta";

export const CANTIDAD_INVALID = "La cantidad abonada debe ser un número igual o mayor que 0";
export const DIAS_REFUGIO_INVALID = "Los días en el refugio deben ser un número entero igual o mayor que 0";

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
  "informacion-adoptante": { side: "salida", required: false },
  "cartilla-sanitaria": null,
};

/** Whether an E/S names a person on each side. */
export type StayPersons = { entrada: boolean; salida: boolean };

/** A request for a document as the form sends it and the server receives it. */
export type InformeRequest = { animalId?: unknown; entradaSalidaId?: unknown; tipo?: unknown };

/** A request that may go on, its type known, or the spec's refusal on the field it is about. */
export type InformeCheck = { ok: true; tipo: InformeType } | { ok: false; field: "animalId" | "entradaSalidaId" | "tipo"; message: string };

const absent = (value: unknown) => value === undefined || value === null || value === "";

/**
 * The spec's refusals before a document is made (section 5 "Generating PDF reports from the
 * record"), in its order: the animal saved, an E/S chosen, a type chosen and known. The ficha's
 * generator checks them before anything is sent, the server (generateInforme) again.
 */
export function checkInformeRequest({ animalId, entradaSalidaId, tipo }: InformeRequest): InformeCheck {
  if (absent(animalId)) return { ok: false, field: "animalId", message: INFORME_ANIMAL_NOT_SAVED };
  if (absent(entradaSalidaId)) return { ok: false, field: "entradaSalidaId", message: INFORME_SELECT_ENTRADA_SALIDA };
  if (absent(tipo)) return { ok: false, field: "tipo", message: INFORME_SELECT_TYPE };
  if (!isInformeType(tipo)) return { ok: false, field: "tipo", message: INFORME_INVALID_TYPE };
  return { ok: true, tipo };
}

/** The side whose person `tipo` needs and the E/S lacks (INFORME_NEEDS_PERSON), or null. */
export function missingPerson(tipo: InformeType, persons: StayPersons): "entrada" | "salida" | null {
  const rule = INFORME_PERSON[tipo];
  return rule?.required && !persons[rule.side] ? rule.side : null;
}

/** The pending form names the spec stores in session storage after a plain person selection. */
export const PENDING_FORM_BY_TYPE = {
  "declaracion-abandono": "declaracion_abandono",
  "contrato-adopcion": "contrato_adopcion",
  "declaracion-reconocimiento": "declaracion_reconocimiento",
} as const satisfies Partial<Record<InformeType, string>>;

/** The document a stored pending form name stands for. */
export function informeTypeOfPendingForm(form: (typeof PENDING_FORM_BY_TYPE)[keyof typeof PENDING_FORM_BY_TYPE]): InformeType {
  const entry = Object.entries(PENDING_FORM_BY_TYPE).find(([, name]) => name === form);
  return entry![0] as InformeType;
}

/** 'Iniciar proceso' (spec section 4): which document an E/S leads to, if any. */
export function processDocumentFor(stay: { procedenciaId: number | null; destinoId: number | null }, side: "entrada" | "salida"): InformeType | null {
  if (side === "entrada") return stay.procedenciaId === PROCEDENCIA_ABANDONO ? "declaracion-abandono" : null;
  if (stay.destinoId === DESTINO_ADOPCION) return "contrato-adopcion";
  if (stay.destinoId === DESTINO_RECONOCIMIENTO) return "declaracion-reconocimiento";
  return null;
}

const lineCount = (text: string) => text.split(/\r\n|\r|\n/).length;

/** `plural`: the subject is plural ('Las causas del abandono'), and so are its verbs. */
function boundedText(subject: string, max: number, maxLines: number, { plural = false } = {}) {
  const [is, may] = plural ? ["son", "pueden"] : ["es", "puede"];
  return z
    .string(`${subject} no ${is} un texto`)
    .nullish()
    .transform((value) => value?.trim() ?? "")
    .refine((value) => value.length <= max, `${subject} no ${may} superar ${max} caracteres`)
    .refine((value) => value === "" || lineCount(value) <= maxLines, `${subject} no ${may} tener más de ${maxLines} líneas`);
}

/**
 * An amount of a form, sent as a number or as its text, from 0 to `max`; absent or blank is 0 (the
 * form starts at 0). Euros take a decimal comma and are kept to cents; days are whole.
 */
function amount(unit: "euros" | "days", max: number, message: string) {
  return z
    .union([z.number(message), z.string(message)], message)
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined || value === "") return 0;
      const number = typeof value === "number" ? value : Number(unit === "euros" ? value.replace(",", ".") : value);
      const valid = unit === "euros" ? Number.isFinite(number) : Number.isInteger(number);
      if (!valid || number < 0 || number > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return unit === "euros" ? Math.round(number * 100) / 100 : number;
    });
}

const cantidad = amount("euros", CANTIDAD_MAX, CANTIDAD_INVALID);
const dias = amount("days", DIAS_REFUGIO_MAX, DIAS_REFUGIO_INVALID);

/** Each type's parameters with the spec's field names (section 7 "Reports"). A date left empty prints the shelter's today. */
export const informeParamsSchemas = {
  "ficha-registral": z.object({}),
  "declaracion-abandono": z.object({
    cantidadAbonada: cantidad,
    fechaAbandono: optionalDay,
    causasAbandono: boundedText("Las causas del abandono", CAUSAS_ABANDONO_MAX, CAUSAS_ABANDONO_MAX_LINES, { plural: true }),
  }),
  "contrato-adopcion": z.object({
    fechaEntregaContrato: optionalDay,
    compromisoAdoptante: boundedText("El compromiso del adoptante", COMPROMISO_ADOPTANTE_MAX, COMPROMISO_ADOPTANTE_MAX_LINES),
  }),
  "declaracion-reconocimiento": z.object({
    fechaEntregaReconocimiento: optionalDay,
    cantidadAbonadaReconocimiento: cantidad,
    diasRefugio: dias,
  }),
  "informacion-adoptante": z.object({}),
  "cartilla-sanitaria": z.object({}),
} satisfies Record<InformeType, z.ZodType>;

export type InformeParams<T extends InformeType = InformeType> = z.output<(typeof informeParamsSchemas)[T]>;

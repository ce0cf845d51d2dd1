/**
 * The ficha's animal data (spec section 5 "Animal save"): the server validates every save with
 * this schema and the ficha form checks with it before sending, so both say the same.
 */
import { z } from "zod";
import { publicationFields } from "./adoptables.ts";
import { optionalDay } from "./dayField.ts";
import { normaliseIdentificacion } from "./microchip.ts";
import { recordIdField } from "./recordId.ts";
import { REQUIRED_FIELD } from "./missingFields.ts";
import { optionalText, requiredText } from "./text.ts";

export const CHOOSE_ONE = "Selecciona un elemento de la lista";
export const MAX_AGE_YEARS = 200;
export const MAX_AGE_MONTHS = 11;
/** Spec section 9: registro, nombre, identificación, raza, pelo, color and cola. */
export const SHORT_FIELD_MAX = 25;
export const OTROS_MAX = 250;

const lookupId = recordIdField(CHOOSE_ONE);

/** Anything that is not a number counts as 0 (spec: "non-numeric becomes 0"); decimals are cut. */
export function ageNumber(value: unknown): number {
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
}

export const YEARS_NEGATIVE = "Los años no pueden ser negativos";
export const YEARS_TOO_MANY = `Los años no pueden superar ${MAX_AGE_YEARS}`;
export const MONTHS_OUT_OF_RANGE = `Los meses deben estar entre 0 y ${MAX_AGE_MONTHS}`;

const age = (max: number, below: string, above: string) => z.preprocess(ageNumber, z.number().min(0, below).max(max, above));

export const ESTERILIZADO_INVALID = "Esterilizado debe ser sí, no o no consta";
export const BIRTH_IN_FUTURE = "La fecha de nacimiento no puede ser posterior a hoy";
export const STERILISATION_IN_FUTURE = "La fecha de esterilización no puede ser posterior a hoy";
export const FECHA_NACIMIENTO_INCOMPLETE = "La fecha de nacimiento está incompleta";
export const FECHA_ESTERILIZACION_INCOMPLETE = "La fecha de esterilización está incompleta";

/** Fields in the order the form shows them, so the first issue is the first field to fix. */
export const animalInputSchema = z.object({
  registro: requiredText("El registro", SHORT_FIELD_MAX, REQUIRED_FIELD),
  nombre: requiredText("El nombre", SHORT_FIELD_MAX, REQUIRED_FIELD),
  // A microchip is stored as 15 digits (rules/microchip.ts); anything else as typed.
  identificacion: optionalText("La identificación", SHORT_FIELD_MAX).transform((value) => value && normaliseIdentificacion(value)),
  tipoId: lookupId,
  raza: optionalText("La raza", SHORT_FIELD_MAX),
  pelo: optionalText("El pelo", SHORT_FIELD_MAX),
  color: optionalText("El color", SHORT_FIELD_MAX),
  cola: optionalText("La cola", SHORT_FIELD_MAX),
  tallaId: lookupId,
  sexoId: lookupId,
  edadAnios: age(MAX_AGE_YEARS, YEARS_NEGATIVE, YEARS_TOO_MANY),
  edadMeses: age(MAX_AGE_MONTHS, MONTHS_OUT_OF_RANGE, MONTHS_OUT_OF_RANGE),
  otros: optionalText("El campo Otros", OTROS_MAX),
  // Issue 26, beyond the spec. Absent keeps what is stored, so a client that does not know them
  // (the spec's) never clears them; null clears them.
  fechaNacimiento: optionalDay.optional(),
  esterilizado: z.boolean(ESTERILIZADO_INVALID).nullable().optional(),
  fechaEsterilizacion: optionalDay.optional(),
  // Issue 29: 'Publicar en adopción' and the text the public page shows.
  ...publicationFields,
});

export type AnimalInput = z.output<typeof animalInputSchema>;

/**
 * Validation of the ficha's animal data (spec section 5 "Animal save"). The messages are the
 * ones the browser shows for the same rules, so client and server read alike.
 */
import { z } from "zod";

export const REQUIRED_FIELD = "Completa este campo";
export const CHOOSE_ONE = "Selecciona un elemento de la lista";
export const MAX_AGE_YEARS = 200;

const tooLong = (what: string, max: number) => `${what} no puede superar ${max} caracteres`;

const requiredText = (what: string, max = 25) =>
  z.string(REQUIRED_FIELD).trim().min(1, REQUIRED_FIELD).max(max, tooLong(what, max));

/** Optional text: blank becomes null. */
const optionalText = (what: string, max = 25) =>
  z
    .string(`${what} debe ser un texto`)
    .trim()
    .max(max, tooLong(what, max))
    .nullish()
    .transform((value) => value || null);

const lookupId = z.coerce.number(CHOOSE_ONE).int(CHOOSE_ONE).positive(CHOOSE_ONE);

/** Anything that is not a number counts as 0 (spec: "non-numeric becomes 0"); decimals are cut. */
const age = z.preprocess((value) => {
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : 0;
}, z.number());

export const animalInputSchema = z.object({
  registro: requiredText("El registro"),
  nombre: requiredText("El nombre"),
  identificacion: optionalText("La identificación"),
  tipoId: lookupId,
  raza: optionalText("La raza"),
  pelo: optionalText("El pelo"),
  color: optionalText("El color"),
  cola: optionalText("La cola"),
  edadAnios: age.pipe(
    z.number().min(0, "Los años no pueden ser negativos").max(MAX_AGE_YEARS, `Los años no pueden superar ${MAX_AGE_YEARS}`),
  ),
  edadMeses: age.pipe(z.number().min(0, "Los meses deben estar entre 0 y 11").max(11, "Los meses deben estar entre 0 y 11")),
  tallaId: lookupId,
  sexoId: lookupId,
  otros: optionalText("El campo Otros", 250),
});

export type AnimalInput = z.output<typeof animalInputSchema>;

/** The id of an existing animal; anything else cannot name one. */
export const animalIdSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Public adoptables (issue 29): what a ficha publishes, the public feed's query, and the age as the
 * feed and /adopta word it. Shared by the server, the ficha form and the widget's page.
 */
import { z } from "zod";
import { recordIdOf } from "./recordId.ts";
import { optionalText } from "./text.ts";

export const PUBLIC_DESCRIPTION_MAX = 1000;

/** The ficha's two publication fields; absent keeps what is stored (a client that does not know them). */
export const publicationFields = {
  publicadoAdopcion: z.boolean("Publicar en adopción debe ser sí o no").optional(),
  descripcionPublica: optionalText("La descripción pública", PUBLIC_DESCRIPTION_MAX).optional(),
};

/** A page of the feed: 24 cards by default (a phone's few screens), 100 at most. */
export const FEED_PAGE_SIZE = 24;
export const FEED_MAX_PAGE_SIZE = 100;

const FILTER_MAX = 30;
const filter = (subject: string) => z.string(`${subject} no es válido`).trim().max(FILTER_MAX, `${subject} no es válido`).optional();

export const INVALID_CURSOR = "El cursor no es válido";
export const INVALID_LIMIT = `El límite debe ser un número entre 1 y ${FEED_MAX_PAGE_SIZE}`;

/** The feed's query string: filters by the folded lookup name ('perro', 'hembra', 'pequena'), a cursor and a size. */
export const adoptablesQuerySchema = z.object({
  especie: filter("El filtro de especie"),
  sexo: filter("El filtro de sexo"),
  talla: filter("El filtro de talla"),
  // The last card's id: the next page starts below it.
  cursor: z
    .string(INVALID_CURSOR)
    .refine((value) => recordIdOf(value) !== null, INVALID_CURSOR)
    .transform(Number)
    .optional(),
  limit: z.coerce.number(INVALID_LIMIT).int(INVALID_LIMIT).min(1, INVALID_LIMIT).max(FEED_MAX_PAGE_SIZE, INVALID_LIMIT).optional(),
});

export type AdoptablesQuery = z.output<typeof adoptablesQuerySchema>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** '2 años y 3 meses', '5 meses', '1 año'; null when nothing is known (no birth date and 0 and 0). */
export function ageText(age: { edadAnios: number; edadMeses: number }): string | null {
  const parts = [...(age.edadAnios > 0 ? [plural(age.edadAnios, "año", "años")] : []), ...(age.edadMeses > 0 ? [plural(age.edadMeses, "mes", "meses")] : [])];
  return parts.length > 0 ? parts.join(" y ") : null;
}

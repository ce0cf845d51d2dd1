/** Animals as the REST facade shows and reads them: the spec's snake_case names (section 3). */
import { z } from "zod";
import { fromRestJson } from "./fieldNames.ts";
import type { Animal, Sexo, Talla, Tipo } from "../db/generated/prisma/client.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { isNonIsoIdentificacion } from "../domain/rules/microchip.ts";
import type { AnimalListRow } from "../domain/animales/searchAnimals.ts";

const text = z.string().nullable();
const day = z.string().describe("AAAA-MM-DD").nullable();

/** A ficha's answer: what toAnimalJson writes (its type comes from here, so the two cannot drift). */
export const animalJson = z.object({
  id: z.number(),
  registro: z.string(),
  fotografia: text,
  foto_version: z.number(),
  nombre: z.string(),
  identificacion: text,
  identificacion_no_iso: z.boolean(),
  tipo_id: z.number().nullable(),
  raza: text,
  pelo: text,
  color: text,
  cola: text,
  edad_anios: z.number(),
  edad_meses: z.number(),
  talla_id: z.number().nullable(),
  sexo_id: z.number().nullable(),
  otros: text,
  fecha_nacimiento: day,
  esterilizado: z.boolean().nullable(),
  fecha_esterilizacion: day,
  publicado_adopcion: z.boolean(),
  descripcion_publica: text,
});

export const animalWithLookupsJson = animalJson.extend({ tipo: text, talla: text, sexo: text });

/** The list reads the spec's columns only (searchAnimals.ts), so a row has none of the fields beyond them. */
const NOT_IN_LIST = { fecha_nacimiento: true, esterilizado: true, fecha_esterilizacion: true, publicado_adopcion: true, descripcion_publica: true } as const;

export const animalListRowJson = animalWithLookupsJson.omit(NOT_IN_LIST).extend({
  estado: z.string(),
  en_refugio: z.boolean(),
  ultimo_destino_id: z.number().nullable(),
  fecha_ultima_salida: day,
});

export function toAnimalJson(animal: Animal): z.infer<typeof animalJson> {
  return {
    id: animal.id,
    registro: animal.registro,
    fotografia: animal.fotografia,
    foto_version: animal.fotoVersion,
    nombre: animal.nombre,
    identificacion: animal.identificacion,
    // Beyond the spec: the identification is there but is not an ISO 11784 microchip.
    identificacion_no_iso: isNonIsoIdentificacion(animal.identificacion),
    tipo_id: animal.tipoId,
    raza: animal.raza,
    pelo: animal.pelo,
    color: animal.color,
    cola: animal.cola,
    edad_anios: animal.edadAnios,
    edad_meses: animal.edadMeses,
    talla_id: animal.tallaId,
    sexo_id: animal.sexoId,
    otros: animal.otros,
    // Beyond the spec (issue 26): absent in a PUT, they keep what is stored.
    fecha_nacimiento: animal.fechaNacimiento && dayOf(animal.fechaNacimiento),
    esterilizado: animal.esterilizado,
    fecha_esterilizacion: animal.fechaEsterilizacion && dayOf(animal.fechaEsterilizacion),
    // Beyond the spec (issue 29): absent in a PUT, they keep what is stored.
    publicado_adopcion: animal.publicadoAdopcion,
    descripcion_publica: animal.descripcionPublica,
  };
}

/** The list and the single read add the lookup texts. */
export function toAnimalWithLookupsJson(animal: Animal & { tipo: Tipo | null; talla: Talla | null; sexo: Sexo | null }): z.infer<typeof animalWithLookupsJson> {
  return { ...toAnimalJson(animal), tipo: animal.tipo?.tipo ?? null, talla: animal.talla?.talla ?? null, sexo: animal.sexo?.sexo ?? null };
}

/**
 * A row of the record list: the spec's fields with the lookup texts, and where the animal is
 * (beyond the spec): `estado` as the list words it, `en_refugio`, and its last E/S's
 * `ultimo_destino_id` and `fecha_ultima_salida` (null without E/S).
 */
export function toAnimalListJson(row: AnimalListRow): z.infer<typeof animalListRowJson> {
  return {
    ...toAnimalWithLookupsJson(row),
    estado: row.estado.texto,
    en_refugio: row.estado.enRefugio,
    ultimo_destino_id: row.estado.destinoId,
    fecha_ultima_salida: row.estado.fechaSalida,
  };
}

/** The spec's payload to the domain's field names. `fotografia` and `source` are not data the form may set. */
export function fromAnimalJson(body: unknown): Record<string, unknown> {
  return fromRestJson(body, ANIMAL_FIELDS);
}

export const ANIMAL_FIELDS = [
  "registro",
  "nombre",
  "identificacion",
  "tipoId",
  "raza",
  "pelo",
  "color",
  "cola",
  "edadAnios",
  "edadMeses",
  "tallaId",
  "sexoId",
  "otros",
  "fechaNacimiento",
  "esterilizado",
  "fechaEsterilizacion",
  "publicadoAdopcion",
  "descripcionPublica",
] as const;

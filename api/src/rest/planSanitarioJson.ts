/** The plan sanitario as the REST facade shows it, in snake_case like the spec's payloads. */
import type { Actuacion } from "../db/generated/prisma/client.ts";
import type { PasoConActuacion } from "../domain/planSanitario/catalogo.ts";
import type { Item } from "../domain/planSanitario/actuacionesAnimal.ts";
import type { AnimalPendiente } from "../domain/planSanitario/pendientes.ts";
import { z } from "zod";
import { dayOf } from "../domain/rules/shelterClock.ts";

const text = z.string().nullable();
const day = z.string().describe("AAAA-MM-DD");

export const actuacionJson = z.object({
  id: z.number(),
  clase: z.string(),
  nombre: z.string(),
  tipo_id: z.number().nullable(),
  intervalo_dias: z.number().nullable(),
});
export const pasoJson = z.object({ id: z.number(), tipo_id: z.number(), dia: z.number(), actuacion: actuacionJson });
export const itemJson = z.object({
  id: z.number(),
  animal_id: z.number(),
  entrada_salida_id: z.number().nullable(),
  actuacion: actuacionJson,
  fecha_prevista: day,
  estado: z.string(),
  realizada_en: z.string().nullable(),
  producto: text,
  lote: text,
  caducidad: day.nullable(),
  veterinario: z.object({ id: z.number(), username: z.string() }).nullable(),
  notas: text,
  documentacion: text,
  motivo: text,
});
export const pendienteJson = z.object({
  animal_id: z.number(),
  nombre: z.string(),
  registro: z.string(),
  fotografia: text,
  tipo_id: z.number().nullable(),
  actuaciones: z.array(
    z.object({ id: z.number(), actuacion_id: z.number(), clase: z.string(), nombre: z.string(), fecha_prevista: day, vencimiento: z.string() }),
  ),
});

export const toActuacionJson = (a: Actuacion): z.infer<typeof actuacionJson> => ({
  id: a.id,
  clase: a.clase,
  nombre: a.nombre,
  tipo_id: a.tipoId,
  intervalo_dias: a.intervaloDias,
});

export const toPasoJson = (p: PasoConActuacion): z.infer<typeof pasoJson> => ({
  id: p.id,
  tipo_id: p.tipoId,
  dia: p.dia,
  actuacion: toActuacionJson(p.actuacion),
});

export const toItemJson = (i: Item): z.infer<typeof itemJson> => ({
  id: i.id,
  animal_id: i.animalId,
  entrada_salida_id: i.entradaSalidaId,
  actuacion: toActuacionJson(i.actuacion),
  fecha_prevista: dayOf(i.fechaPrevista),
  estado: i.estado,
  realizada_en: i.realizadaEn?.toISOString() ?? null,
  producto: i.producto,
  lote: i.lote,
  caducidad: i.caducidad && dayOf(i.caducidad),
  veterinario: i.veterinario && { id: i.veterinario.id, username: i.veterinario.username },
  notas: i.notas,
  documentacion: i.documentacion,
  motivo: i.motivo,
});

export const toPendienteJson = (a: AnimalPendiente): z.infer<typeof pendienteJson> => ({
  animal_id: a.animalId,
  nombre: a.nombre,
  registro: a.registro,
  fotografia: a.fotografia,
  tipo_id: a.tipoId,
  actuaciones: a.items.map((i) => ({
    id: i.id,
    actuacion_id: i.actuacionId,
    clase: i.clase,
    nombre: i.nombre,
    fecha_prevista: i.fechaPrevista,
    vencimiento: i.vencimiento,
  })),
});

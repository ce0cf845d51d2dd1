/** The plan sanitario as the REST facade shows it, in snake_case like the spec's payloads. */
import type { Actuacion } from "../db/generated/prisma/client.ts";
import type { PasoConActuacion } from "../domain/planSanitario/catalogo.ts";
import type { Item } from "../domain/planSanitario/actuacionesAnimal.ts";
import type { AnimalPendiente } from "../domain/planSanitario/pendientes.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";

export const toActuacionJson = (a: Actuacion) => ({ id: a.id, clase: a.clase, nombre: a.nombre, tipo_id: a.tipoId, intervalo_dias: a.intervaloDias });

export const toPasoJson = (p: PasoConActuacion) => ({ id: p.id, tipo_id: p.tipoId, dia: p.dia, actuacion: toActuacionJson(p.actuacion) });

export const toItemJson = (i: Item) => ({
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

export const toPendienteJson = (a: AnimalPendiente) => ({
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

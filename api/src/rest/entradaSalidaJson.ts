/** E/S as the REST facade shows and reads them: the spec's snake_case names (section 3 "Entry/exit"). */
import type { Destino, EntradaSalida, Procedencia } from "../db/generated/prisma/client.ts";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { ENTRADA_SALIDA_FIELD_NAMES, fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";

/** The lookup texts are added beside the spec's ids, so a list can be shown without more calls. */
export function toEntradaSalidaJson(
  row: EntradaSalida & { procedencia?: Procedencia | null; destino?: Destino; datosEntradaBloqueada?: boolean; datosSalidaBloqueada?: boolean },
) {
  return {
    id: row.id,
    animal_id: row.animalId,
    // No procedencia yet is the spec's 0.
    procedencia_id: row.procedenciaId ?? 0,
    fecha_llegada: dayOf(row.fechaLlegada),
    destino_id: row.destinoId,
    fecha_salida: row.fechaSalida && dayOf(row.fechaSalida),
    datos_entrada_id: row.datosEntradaId,
    datos_salida_id: row.datosSalidaId,
    ayuntamiento_id: row.ayuntamientoId,
    // Beyond the spec (issue 26): the adopter's sterilisation commitment on an adoption.
    compromiso_esterilizacion: row.compromisoEsterilizacion,
    fecha_limite_esterilizacion: row.fechaLimiteEsterilizacion && dayOf(row.fechaLimiteEsterilizacion),
    // Beyond the spec (LOPDGDD art. 32): on a read, whether the linked person is blocked to the reader.
    ...(row.datosEntradaBloqueada !== undefined && { datos_entrada_bloqueada: row.datosEntradaBloqueada }),
    ...(row.datosSalidaBloqueada !== undefined && { datos_salida_bloqueada: row.datosSalidaBloqueada }),
    ...(row.procedencia !== undefined && { procedencia: row.procedencia?.procedencia ?? null }),
    ...(row.destino !== undefined && { destino: row.destino.destino }),
  };
}

/** The spec's payload to the domain's names; a field left out stays undefined (a new E/S's default, or the current link). */
export function fromEntradaSalidaJson(body: unknown): Record<string, unknown> {
  const b = jsonObject(body);
  // motivo_excepcion: an administrator's override of an adoption's failed conditions (issue 26).
  return { ...fromRestJson(b, Object.keys(ENTRADA_SALIDA_FIELD_NAMES)), source: b.source, motivoExcepcion: b.motivo_excepcion };
}

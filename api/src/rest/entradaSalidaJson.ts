/** E/S as the REST facade shows and reads them: the spec's snake_case names (section 3 "Entry/exit"). */
import type { Destino, EntradaSalida, Procedencia } from "../db/generated/prisma/client.ts";
import { z } from "zod";
import { dayOf } from "../domain/rules/shelterClock.ts";
import { ENTRADA_SALIDA_FIELD_NAMES, fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";

const day = z.string().describe("AAAA-MM-DD");
const id = z.number().nullable();

/** What toEntradaSalidaJson writes; `procedencia` and `destino` when the row was read with them. */
export const entradaSalidaJson = z.object({
  id: z.number(),
  animal_id: z.number(),
  procedencia_id: z.number().describe("0: sin elegir"),
  fecha_llegada: day,
  destino_id: z.number(),
  fecha_salida: day.nullable(),
  datos_entrada_id: id,
  datos_salida_id: id,
  ayuntamiento_id: id,
  compromiso_esterilizacion: z.boolean(),
  fecha_limite_esterilizacion: day.nullable(),
  datos_entrada_bloqueada: z.boolean().optional().describe("En una lectura: si la persona de la entrada está bloqueada (RGPD) para quien lee"),
  datos_salida_bloqueada: z.boolean().optional().describe("En una lectura: si la persona de la salida está bloqueada (RGPD) para quien lee"),
  procedencia: z.string().nullable().optional(),
  destino: z.string().optional(),
});

/** The lookup texts are added beside the spec's ids, so a list can be shown without more calls. */
export function toEntradaSalidaJson(
  row: EntradaSalida & { procedencia?: Procedencia | null; destino?: Destino; datosEntradaBloqueada?: boolean; datosSalidaBloqueada?: boolean },
): z.infer<typeof entradaSalidaJson> {
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

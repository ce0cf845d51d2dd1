/** Observations as the REST facade shows and reads them: the spec's snake_case names (section 3 "Observation"). */
import type { Observacion } from "../db/generated/prisma/client.ts";
import { fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";

export function toObservacionJson(o: Observacion) {
  return {
    id: o.id,
    entradas_salidas_id: o.entradaSalidaId,
    tratamiento: o.tratamiento,
    descripcion: o.descripcion,
    documentacion: o.documentacion,
    tratamiento_fecha_inicio: o.tratamientoFechaInicio?.toISOString() ?? null,
    tratamiento_fecha_fin: o.tratamientoFechaFin?.toISOString() ?? null,
    fecha_hora: o.fechaHora.toISOString(),
    // Beyond the spec (issue 26): marked as sanitary, so the adoption pack prints it.
    sanitaria: o.sanitaria,
  };
}

/** The payload's fields under the domain's names; `documentacion` is only ever set by the upload. */
export function fromObservacionJson(body: unknown) {
  const b = jsonObject(body);
  return {
    // Only this payload names the E/S `entradas_salidas_id`; errors elsewhere name it `entradaSalidaId`, so the shared table leaves it out.
    entradaSalidaId: b.entradas_salidas_id,
    ...fromRestJson(b, ["descripcion", "tratamiento", "tratamientoFechaInicio", "tratamientoFechaFin", "sanitaria"]),
  };
}

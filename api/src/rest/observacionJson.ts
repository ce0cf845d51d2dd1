/** Observations as the REST facade shows and reads them: the spec's snake_case names (section 3 "Observation"). */
import type { Observacion } from "../db/generated/prisma/client.ts";
import { z } from "zod";
import { fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";

const instant = z.string().describe("ISO 8601");

export const observacionJson = z.object({
  id: z.number(),
  entradas_salidas_id: z.number(),
  tratamiento: z.boolean(),
  sanitaria: z.boolean().describe("Observación sanitaria: va en la información para el adoptante; un tratamiento siempre lo es"),
  descripcion: z.string(),
  documentacion: z.string().nullable(),
  tratamiento_fecha_inicio: instant.nullable(),
  tratamiento_fecha_fin: instant.nullable(),
  fecha_hora: instant,
});

/** The payload's fields; only its E/S is named its own way. */
export const OBSERVACION_FIELDS = ["entradaSalidaId", "descripcion", "tratamiento", "tratamientoFechaInicio", "tratamientoFechaFin", "sanitaria"];
export const OBSERVACION_NAMES = { entradaSalidaId: "entradas_salidas_id" };

export function toObservacionJson(o: Observacion): z.infer<typeof observacionJson> {
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
  return { entradaSalidaId: b.entradas_salidas_id, ...fromRestJson(b, OBSERVACION_FIELDS.slice(1)) };
}

/** The animal listing as the REST facade shows it (spec section 7 "Reports"): the spec's snake_case names. */
import type { Listado, ListadoFila } from "../domain/listados/listado.ts";
import { toRestJson } from "./fieldNames.ts";

/** The spec's row fields (section 3 "Report filter"), plus the ids a client may link to. */
const FILA_FIELDS = [
  "registro",
  "identificacion",
  "nombre",
  "tipo",
  "edadAnios",
  "edadMeses",
  "procedencia",
  "fechaLlegada",
  "destino",
  "fechaSalida",
  "ayuntamiento",
  "entradaSalidaId",
  "animalId",
] as const satisfies readonly (keyof ListadoFila)[];

/** Only a listing row names its E/S `entrada_salida_id`; errors elsewhere name it `entradaSalidaId`. */
const FILA_NAMES = { entradaSalidaId: "entrada_salida_id" };

export function toListadoJson(listado: Listado) {
  return {
    resultados: listado.filas.map((fila) => toRestJson(fila, FILA_FIELDS, FILA_NAMES)),
    total: listado.total,
    generado: listado.generadoEn.toISOString(),
    resumen: listado.resumen,
  };
}

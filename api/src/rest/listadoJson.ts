/** The animal listing (spec section 7 "Reports") and the libro de registro as the REST facade shows them: snake_case names. */
import type { LibroLinea, LibroPagina } from "../domain/libroRegistro/libroRegistro.ts";
import type { Listado, ListadoFila } from "../domain/listados/listado.ts";
import type { Pagination } from "../domain/paging.ts";
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

/** Only a listing row or a libro line names its E/S `entrada_salida_id`; errors elsewhere name it `entradaSalidaId`. */
const FILA_NAMES = { entradaSalidaId: "entrada_salida_id" };

export function toListadoJson(listado: Listado) {
  return {
    resultados: listado.filas.map((fila) => toRestJson(fila, FILA_FIELDS, FILA_NAMES)),
    total: listado.total,
    generado: listado.generadoEn.toISOString(),
    resumen: listado.resumen,
  };
}

const LINEA_FIELDS = [
  "fecha",
  "movimiento",
  "registro",
  "tipo",
  "raza",
  "sexo",
  "edadAnios",
  "edadMeses",
  "identificacion",
  "procedenciaDestino",
  "interviniente",
  "documento",
  "entradaSalidaId",
  "animalId",
] as const satisfies readonly (keyof LibroLinea)[];

const LINEA_NAMES = { ...FILA_NAMES, procedenciaDestino: "procedencia_destino" };

/** A page of the libro de registro in the REST lists' paged shape, with the period's totals. */
export function toLibroJson(pagina: LibroPagina, pagination: Pagination) {
  return {
    data: pagina.lineas.map((linea) => toRestJson(linea, LINEA_FIELDS, LINEA_NAMES)),
    pagination,
    periodo: pagina.periodo,
    totales: { entradas: pagina.entradas, salidas: pagina.salidas },
  };
}

/** The animal listing (spec section 7 "Reports") and the libro de registro as the REST facade shows them: snake_case names. */
import type { LibroLinea, LibroPagina } from "../domain/libroRegistro/libroRegistro.ts";
import type { Listado, ListadoFila } from "../domain/listados/listado.ts";
import type { Pagination } from "../domain/paging.ts";
import { z } from "zod";
import { toRestJson } from "./fieldNames.ts";
import { paginationAnswer } from "./routeDoc.ts";

const text = z.string().nullable();
const day = z.string().describe("AAAA-MM-DD");
const totals = z.array(z.object({ nombre: z.string(), total: z.number() }));

/** What toListadoJson writes. */
export const listadoJson = z.object({
  resultados: z.array(
    z.object({
      registro: text,
      identificacion: text,
      nombre: text,
      tipo: text,
      edad_anios: z.number(),
      edad_meses: z.number(),
      procedencia: text,
      fecha_llegada: day.nullable(),
      destino: text,
      fecha_salida: day.nullable(),
      ayuntamiento: text,
      entrada_salida_id: z.number(),
      animal_id: z.number(),
    }),
  ),
  total: z.number(),
  generado: z.string(),
  resumen: z.object({ destinos: totals, tipos: totals }),
});

/** What toLibroJson writes; a line's text missing from the record is left out. */
const maybe = text.optional();
export const libroJson = z.object({
  data: z.array(
    z.object({
      fecha: day,
      movimiento: z.enum(["entrada", "salida"]),
      registro: maybe,
      tipo: maybe,
      raza: maybe,
      sexo: maybe,
      edad_anios: z.number(),
      edad_meses: z.number(),
      identificacion: maybe,
      procedencia_destino: maybe,
      interviniente: maybe,
      documento: maybe,
      entrada_salida_id: z.number(),
      animal_id: z.number(),
    }),
  ),
  pagination: paginationAnswer,
  periodo: z.object({ desde: day, hasta: day }),
  totales: z.object({ entradas: z.number(), salidas: z.number() }),
});

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

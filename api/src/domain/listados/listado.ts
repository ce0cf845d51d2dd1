/**
 * The animal listing (spec sections 2 "Listings" and 7 "Reports"): the E/S whose fecha de
 * llegada falls in the period (both days included; the column holds the shelter's calendar day),
 * one row per E/S, read in one SQL statement with its joins.
 */
import { Prisma } from "../../db/generated/prisma/client.ts";
import { LISTADO_FALLBACKS, listadoFiltroSchema, type ListadoFiltro } from "../rules/listado.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { ValidationError } from "../errors.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";

/**
 * Rows one listing returns: a few months of a big shelter. Beyond it the total still counts
 * every match and the page says to narrow the filters; the PDF takes fewer (listadoPdf.ts).
 */
export const MAX_LISTADO_ROWS = 10_000;

export type ListadoFila = {
  entradaSalidaId: number;
  animalId: number;
  registro: string | null;
  identificacion: string | null;
  nombre: string | null;
  tipo: string | null;
  edadAnios: number;
  edadMeses: number;
  procedencia: string | null;
  /** 'yyyy-MM-dd' */
  fechaLlegada: string | null;
  destino: string | null;
  fechaSalida: string | null;
  ayuntamiento: string | null;
};

export type ResumenListado = { destinos: Array<{ nombre: string; total: number }>; tipos: Array<{ nombre: string; total: number }> };

export type Listado = {
  filtro: ListadoFiltro;
  etiquetas: ListadoEtiquetas;
  resumen: ResumenListado;
  filas: ListadoFila[];
  /** Every matching E/S, even past MAX_LISTADO_ROWS. */
  total: number;
  generadoEn: Date;
};

/** What the filter's chosen ids are called, for the PDF's filter lines; null where 'todos'. */
export type ListadoEtiquetas = { tipo: string | null; ayuntamiento: string | null; procedencia: string | null; destino: string | null };

/** Reads and bounds the filter, then checks that every chosen id names an existing row. */
export async function parseListadoFiltro(deps: Deps, input: unknown): Promise<{ filtro: ListadoFiltro; etiquetas: ListadoEtiquetas }> {
  const filtro = parseInput(listadoFiltroSchema, input ?? {});
  const [tipo, ayuntamiento, procedencia, destino] = await Promise.all([
    filtro.tipo === null ? null : deps.db.tipo.findUnique({ where: { id: filtro.tipo }, select: { tipo: true } }),
    filtro.ayuntamiento === null ? null : deps.db.ayuntamiento.findUnique({ where: { id: filtro.ayuntamiento }, select: { ayuntamiento: true } }),
    filtro.procedencia === null ? null : deps.db.procedencia.findUnique({ where: { id: filtro.procedencia }, select: { procedencia: true } }),
    filtro.destino === null ? null : deps.db.destino.findUnique({ where: { id: filtro.destino }, select: { destino: true } }),
  ]);
  const missing = [
    filtro.tipo !== null && !tipo && { path: ["tipo"], message: "El tipo de animal no existe" },
    filtro.ayuntamiento !== null && !ayuntamiento && { path: ["ayuntamiento"], message: "El ayuntamiento no existe" },
    filtro.procedencia !== null && !procedencia && { path: ["procedencia"], message: "La procedencia no existe" },
    filtro.destino !== null && !destino && { path: ["destino"], message: "El destino no existe" },
  ].filter((issue) => !!issue);
  if (missing.length > 0) throw new ValidationError(missing);
  return {
    filtro,
    etiquetas: {
      tipo: tipo?.tipo ?? null,
      ayuntamiento: ayuntamiento?.ayuntamiento ?? null,
      procedencia: procedencia?.procedencia ?? null,
      destino: destino?.destino ?? null,
    },
  };
}

function conditions(filtro: ListadoFiltro): Prisma.Sql {
  const where = [Prisma.sql`es.fecha_llegada BETWEEN ${filtro.fechaDesde}::date AND ${filtro.fechaHasta}::date`];
  if (filtro.tipo !== null) where.push(Prisma.sql`a.tipo_id = ${filtro.tipo}`);
  if (filtro.ayuntamiento !== null) where.push(Prisma.sql`es.ayuntamiento_id = ${filtro.ayuntamiento}`);
  if (filtro.procedencia !== null) where.push(Prisma.sql`es.procedencia_id = ${filtro.procedencia}`);
  if (filtro.destino !== null) where.push(Prisma.sql`es.destino_id = ${filtro.destino}`);
  if (filtro.identificacion === "con") where.push(Prisma.sql`btrim(coalesce(a.identificacion, '')) <> ''`);
  if (filtro.identificacion === "sin") where.push(Prisma.sql`btrim(coalesce(a.identificacion, '')) = ''`);
  return Prisma.join(where, " AND ");
}

type RawFila = ListadoFila & { total: bigint | number };

/**
 * The filtered rows, oldest arrival first, with the total of matches, in one statement: the
 * period (on the fecha_llegada index) and the filters pick and count the E/S first; only the
 * rows returned are joined to their lookups and town hall.
 */
export async function queryListado(deps: Deps, filtro: ListadoFiltro, limit = MAX_LISTADO_ROWS): Promise<{ filas: ListadoFila[]; total: number }> {
  const needsAnimal = filtro.tipo !== null || filtro.identificacion !== "todos";
  const rows = await deps.db.$queryRaw<RawFila[]>`
    WITH matched AS (
      SELECT es.id, es.animal_id, es.procedencia_id, es.destino_id, es.ayuntamiento_id, es.fecha_llegada, es.fecha_salida,
             count(*) OVER () AS total
      FROM entradas_salidas es
      ${needsAnimal ? Prisma.sql`JOIN animales a ON a.id = es.animal_id` : Prisma.empty}
      WHERE ${conditions(filtro)}
      ORDER BY es.fecha_llegada, es.id
      LIMIT ${limit}
    )
    SELECT m.id AS "entradaSalidaId", a.id AS "animalId", a.registro, a.identificacion, a.nombre, t.tipo,
           a.edad_anios AS "edadAnios", a.edad_meses AS "edadMeses", p.procedencia,
           to_char(m.fecha_llegada, 'YYYY-MM-DD') AS "fechaLlegada", d.destino,
           to_char(m.fecha_salida, 'YYYY-MM-DD') AS "fechaSalida", ay.ayuntamiento, m.total
    FROM matched m
    JOIN animales a ON a.id = m.animal_id
    LEFT JOIN tipos t ON t.id = a.tipo_id
    LEFT JOIN procedencias p ON p.id = m.procedencia_id
    LEFT JOIN destinos d ON d.id = m.destino_id
    LEFT JOIN ayuntamientos ay ON ay.id = m.ayuntamiento_id
    ORDER BY m.fecha_llegada, m.id`;
  const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
  return { filas: rows.map(({ total: _total, ...fila }) => fila), total };
}

/** POST /api/listados/generar and the listado query: any logged-in user (spec section 6). */
export async function generarListado(deps: Deps, actor: Actor, input: unknown): Promise<Listado> {
  requireLoggedIn(actor);
  const { filtro, etiquetas } = await parseListadoFiltro(deps, input);
  const { filas, total } = await queryListado(deps, filtro);
  return { filtro, etiquetas, filas, total, resumen: resumir(filas), generadoEn: new Date() };
}

/** Rows per destino and per tipo, most frequent first; empty cells count under the fallback. */
export function resumir(filas: ListadoFila[]): ResumenListado {
  const count = (key: (fila: ListadoFila) => string) => {
    const totals = new Map<string, number>();
    for (const fila of filas) totals.set(key(fila), (totals.get(key(fila)) ?? 0) + 1);
    return [...totals].map(([nombre, total]) => ({ nombre, total })).sort((a, b) => b.total - a.total || a.nombre.localeCompare(b.nombre, "es"));
  };
  return {
    destinos: count((f) => f.destino ?? LISTADO_FALLBACKS.destino),
    tipos: count((f) => f.tipo ?? LISTADO_FALLBACKS.tipo),
  };
}

/**
 * The libro de registro (issue 26, Ley 7/2023): for a period on the shelter's calendar, every
 * entry (an E/S's fecha de llegada) and every exit (its fecha de salida) in date order, one line
 * per movement. A stay that began before the period and ended in it gives its exit only.
 *
 * One statement reads a page and the period's totals: the entries and the exits are two ranges
 * of the (fecha_llegada, id) and (fecha_salida, id) indexes, merged in order (Merge Append), so
 * only the page's movements are joined to their animal, people and lookups.
 */
import { Prisma } from "../../db/generated/prisma/client.ts";
import { ageOn } from "../rules/adopcion.ts";
import { LIBRO_PAGE_SIZE, type LibroLineaDatos, type LibroPeriodo, libroPeriodoSchema, type Movimiento } from "../rules/libroRegistro.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { requireLoggedIn } from "../policies.ts";
import { mayReadPersona } from "../rgpd/blocking.ts";
import { BLOCKED_PERSONA_MARKER } from "../rules/rgpd.ts";
import { rowWindowSchema } from "../paging.ts";
import { parseInput } from "../validation.ts";

export type LibroLinea = LibroLineaDatos & { animalId: number };

export type LibroTotales = { entradas: number; salidas: number };

export type LibroPagina = LibroTotales & { periodo: LibroPeriodo; lineas: LibroLinea[] };

type RawLinea = Omit<LibroLinea, "edadAnios" | "edadMeses"> & {
  personaBloqueadaEn: Date | null;
  edadAnios: number;
  edadMeses: number;
  fechaNacimiento: string | null;
  entradas: bigint | number;
  salidas: bigint | number;
};

/** The period's totals by movement type, two index-only counts; the exports check them before any other work. */
export async function countLibro(deps: Deps, periodo: LibroPeriodo): Promise<LibroTotales> {
  const [row] = await deps.db.$queryRaw<Array<{ entradas: bigint; salidas: bigint }>>`${totalsSql(periodo)}`;
  return { entradas: Number(row?.entradas ?? 0), salidas: Number(row?.salidas ?? 0) };
}

function totalsSql({ desde, hasta }: LibroPeriodo): Prisma.Sql {
  return Prisma.sql`SELECT (SELECT count(*) FROM entradas_salidas WHERE fecha_llegada BETWEEN ${desde}::date AND ${hasta}::date) AS entradas,
                           (SELECT count(*) FROM entradas_salidas WHERE fecha_salida BETWEEN ${desde}::date AND ${hasta}::date) AS salidas`;
}

/**
 * `limit` movements from `offset` in the libro's order (day, entries before exits, E/S number),
 * with the period's totals. An entry names who brought the animal, or its town hall when no
 * person did; an exit names who took it. The age is the one on the movement's day when the ficha
 * has a birth date, else the age the ficha records. A blocked person is a marker to a
 * non-administrator (LOPDGDD art. 32), the line kept.
 */
export async function readLibro(deps: Deps, actor: Actor, periodo: LibroPeriodo, window: { offset: number; limit: number }): Promise<LibroPagina> {
  const { desde, hasta } = periodo;
  const rows = await deps.db.$queryRaw<RawLinea[]>`
    WITH totales AS (${totalsSql(periodo)}),
    pagina AS (
      SELECT fecha, salida, id FROM (
        (SELECT fecha_llegada AS fecha, false AS salida, id FROM entradas_salidas
          WHERE fecha_llegada BETWEEN ${desde}::date AND ${hasta}::date ORDER BY fecha_llegada, id)
        UNION ALL
        (SELECT fecha_salida, true, id FROM entradas_salidas
          WHERE fecha_salida BETWEEN ${desde}::date AND ${hasta}::date ORDER BY fecha_salida, id)
      ) movimientos
      ORDER BY fecha, salida, id
      OFFSET ${window.offset} LIMIT ${window.limit}
    )
    SELECT to_char(m.fecha, 'YYYY-MM-DD') AS fecha,
           CASE WHEN m.salida THEN 'salida' ELSE 'entrada' END AS movimiento,
           es.id AS "entradaSalidaId", a.id AS "animalId", a.registro, t.tipo, a.raza, s.sexo,
           a.edad_anios AS "edadAnios", a.edad_meses AS "edadMeses",
           to_char(a.fecha_nacimiento, 'YYYY-MM-DD') AS "fechaNacimiento", a.identificacion,
           CASE WHEN m.salida THEN d.destino ELSE p.procedencia END AS "procedenciaDestino",
           CASE WHEN pe.id IS NOT NULL THEN concat_ws(' ', pe.nombre, pe.apellido1, pe.apellido2)
                WHEN NOT m.salida THEN ay.ayuntamiento END AS interviniente,
           CASE WHEN pe.id IS NOT NULL THEN pe.dni WHEN NOT m.salida THEN ay.cif END AS documento,
           pe.bloqueada_en AS "personaBloqueadaEn",
           tot.entradas, tot.salidas
    FROM totales tot
    LEFT JOIN pagina m ON true
    LEFT JOIN entradas_salidas es ON es.id = m.id
    LEFT JOIN animales a ON a.id = es.animal_id
    LEFT JOIN tipos t ON t.id = a.tipo_id
    LEFT JOIN sexos s ON s.id = a.sexo_id
    LEFT JOIN procedencias p ON p.id = es.procedencia_id
    LEFT JOIN destinos d ON d.id = es.destino_id
    LEFT JOIN personas pe ON pe.id = CASE WHEN m.salida THEN es.datos_salida_id ELSE es.datos_entrada_id END
    LEFT JOIN ayuntamientos ay ON ay.id = es.ayuntamiento_id
    ORDER BY m.fecha, m.salida, m.id`;
  const first = rows[0];
  const lineas = rows
    .filter((row) => row.entradaSalidaId !== null)
    .map(({ entradas: _e, salidas: _s, fechaNacimiento, personaBloqueadaEn, ...row }) => ({
      ...row,
      ...(personaBloqueadaEn && !mayReadPersona(actor, { bloqueadaEn: personaBloqueadaEn }) && { interviniente: BLOCKED_PERSONA_MARKER, documento: null }),
      movimiento: row.movimiento as Movimiento,
      ...(fechaNacimiento ? ageOn(fechaNacimiento, row.fecha) : {}),
    }));
  return { periodo, entradas: Number(first?.entradas ?? 0), salidas: Number(first?.salidas ?? 0), lineas };
}

/** A page of the libro for the screen, GraphQL and REST: any logged-in user, as the other listings. */
export async function libroRegistro(deps: Deps, actor: Actor, input: { periodo: unknown; offset: number; limit?: number }): Promise<LibroPagina> {
  requireLoggedIn(actor);
  const periodo = parseInput(libroPeriodoSchema, input.periodo ?? {});
  const window = parseInput(rowWindowSchema, { offset: input.offset, limit: input.limit });
  return readLibro(deps, actor, periodo, { offset: window.offset, limit: window.limit ?? LIBRO_PAGE_SIZE });
}

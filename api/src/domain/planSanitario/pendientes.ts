/**
 * 'Pendientes' (issue 27): across the shelter, the pending actuaciones overdue, due today and due
 * in the next DIAS_PROXIMOS days on the shelter's clock, grouped by animal (the animal whose first
 * item is due earliest first). A page is one SQL statement over the partial index of pending items
 * by due date; the count the sidebar and the Dashboard show is the same condition, counted.
 */
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { describePage, offsetOfPage, type Pagination, pageRequestSchema, type RowWindow } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { type Clase, DIAS_PROXIMOS, pendientesFiltroSchema } from "../rules/planSanitario.ts";
import { dateOfDay, todayIn } from "../rules/shelterClock.ts";
import { parseInput } from "../validation.ts";

/** Where an item falls on the shelter's clock: overdue, due today or due in the next days. */
export type Vencimiento = "vencida" | "hoy" | "proxima";

export type PendienteItem = { id: number; actuacionId: number; clase: Clase; nombre: string; fechaPrevista: string; vencimiento: Vencimiento };

/** One animal of the list with its pending items, the earliest due first. */
export type AnimalPendiente = {
  animalId: number;
  nombre: string;
  registro: string;
  fotografia: string | null;
  fotoVersion: number;
  tipoId: number | null;
  items: PendienteItem[];
};

/** The last day the list reaches, 'yyyy-MM-dd' on the shelter's clock. */
export const lastDayShown = (deps: Pick<Deps, "timeZone">) => todayIn(deps.timeZone).add({ days: DIAS_PROXIMOS }).toString();

const shelterTodayDate = (deps: Pick<Deps, "timeZone">) => dateOfDay(todayIn(deps.timeZone).toString());

type Filtro = { clase: Clase | null; tipoId: number | null };

/** The catalogue and the animal, joined only for the filters that need them. */
const filterJoins = (filtro: Filtro) => Prisma.sql`
  ${filtro.clase ? Prisma.sql`JOIN actuaciones_sanitarias a ON a.id = i.actuacion_id` : Prisma.empty}
  ${filtro.tipoId ? Prisma.sql`JOIN animales an ON an.id = i.animal_id` : Prisma.empty}`;

/** The one condition of the list and of its count (on `actuaciones_animal i`, with filterJoins). */
const pendingCondition = (deps: Pick<Deps, "timeZone">, filtro: Filtro) => Prisma.sql`
  i.estado = 'pendiente' AND i.fecha_prevista <= ${dateOfDay(lastDayShown(deps))}::date
  ${filtro.clase ? Prisma.sql`AND a.clase = ${filtro.clase}` : Prisma.empty}
  ${filtro.tipoId ? Prisma.sql`AND an.tipo_id = ${filtro.tipoId}` : Prisma.empty}`;

/**
 * How many items the list holds without filters, as a sub-select: the figure of the sidebar and
 * of the Dashboard card 'Actuaciones pendientes', each read inside its own statement.
 */
export const pendingCountSql = (deps: Pick<Deps, "timeZone">) => Prisma.sql`
  (SELECT count(*)::int FROM actuaciones_animal i
   WHERE i.estado = 'pendiente' AND i.fecha_prevista <= ${dateOfDay(lastDayShown(deps))}::date)`;

/** How many items the list holds (no filter). */
export async function countPendientes(deps: Deps, actor: Actor): Promise<number> {
  requireLoggedIn(actor);
  const [row] = await deps.db.$queryRaw<{ n: number }[]>`SELECT ${pendingCountSql(deps)} AS n`;
  return row?.n ?? 0;
}

/**
 * A page of animals with their items and, in the same statement, how many animals and items
 * the whole list holds. The animals and their first due day are grouped from the pending items'
 * due-date index alone (its columns are the due day and the animal); only the page's animals are
 * read whole and get their items, through the index by animal, so the cost of the rest of the
 * list is an index range, not rows turned into JSON.
 */
export async function pagePendientes(
  deps: Deps,
  actor: Actor,
  input: { clase?: unknown; tipoId?: unknown },
  window: Required<RowWindow>,
): Promise<{ items: AnimalPendiente[]; total: number; actuaciones: number }> {
  requireLoggedIn(actor);
  const filtro = parseInput(pendientesFiltroSchema, input);
  const today = shelterTodayDate(deps);
  const lastDay = dateOfDay(lastDayShown(deps));
  const rows = await deps.db.$queryRaw<(AnimalPendiente & { totalAnimales: number; totalActuaciones: number })[]>`
    WITH animals AS MATERIALIZED (
      SELECT i.animal_id, min(i.fecha_prevista) AS primera, count(*) AS n
      FROM actuaciones_animal i ${filterJoins(filtro)}
      WHERE ${pendingCondition(deps, filtro)}
      GROUP BY i.animal_id
    ), page AS (
      SELECT animal_id, primera FROM animals ORDER BY primera, animal_id LIMIT ${window.limit} OFFSET ${window.offset}
    )
    SELECT p.animal_id AS "animalId", an.nombre, an.registro, an.fotografia, an.foto_version AS "fotoVersion", an.tipo_id AS "tipoId",
           (SELECT json_agg(json_build_object('id', i.id, 'actuacionId', a.id, 'clase', a.clase, 'nombre', a.nombre,
                                              'fechaPrevista', to_char(i.fecha_prevista, 'YYYY-MM-DD'),
                                              'vencimiento', CASE WHEN i.fecha_prevista < ${today}::date THEN 'vencida'
                                                                  WHEN i.fecha_prevista = ${today}::date THEN 'hoy' ELSE 'proxima' END)
                            ORDER BY i.fecha_prevista, i.id)
            FROM actuaciones_animal i JOIN actuaciones_sanitarias a ON a.id = i.actuacion_id
            WHERE i.animal_id = p.animal_id AND i.estado = 'pendiente' AND i.fecha_prevista <= ${lastDay}::date
              ${filtro.clase ? Prisma.sql`AND a.clase = ${filtro.clase}` : Prisma.empty}) AS items,
           (SELECT count(*) FROM animals)::int AS "totalAnimales", (SELECT sum(n) FROM animals)::int AS "totalActuaciones"
    FROM page p JOIN animales an ON an.id = p.animal_id
    ORDER BY p.primera, p.animal_id`;
  const [first] = rows;
  return {
    items: rows.map(({ totalAnimales: _a, totalActuaciones: _b, ...row }) => row),
    total: first?.totalAnimales ?? (window.offset > 0 ? await countAnimals(deps, filtro) : 0),
    actuaciones: first?.totalActuaciones ?? 0,
  };
}

/** A page past the end still says how many animals there are, so the client can step back. */
async function countAnimals(deps: Deps, filtro: Filtro): Promise<number> {
  const [row] = await deps.db.$queryRaw<{ n: number }[]>`
    SELECT count(DISTINCT i.animal_id)::int AS n FROM actuaciones_animal i ${filterJoins(filtro)}
    WHERE ${pendingCondition(deps, filtro)}`;
  return row?.n ?? 0;
}

/** The REST list's numbered page (`page`, `limit`), the spec's paged shape. */
export async function pendientesPage(
  deps: Deps,
  actor: Actor,
  input: { clase?: unknown; tipoId?: unknown; page?: unknown; limit?: unknown },
): Promise<{ items: AnimalPendiente[]; pagination: Pagination; actuaciones: number }> {
  requireLoggedIn(actor);
  const { page, limit } = parseInput(pageRequestSchema, { page: input.page, limit: input.limit });
  const result = await pagePendientes(deps, actor, input, { offset: offsetOfPage(page, limit), limit });
  return { items: result.items, pagination: describePage(page, limit, result.total), actuaciones: result.actuaciones };
}

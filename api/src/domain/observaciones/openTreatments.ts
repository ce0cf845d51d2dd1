/**
 * Open treatments: the one definition behind the Dashboard's 'En Tratamiento' card and the
 * 'Tratamientos en curso' view (README "Dashboard"). A treatment is open when it is marked as
 * one, has started (no start counts as started) and has no end or an end still to come.
 */
import { Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { type RowWindow, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";

const DAY_MS = 24 * 3600 * 1000;

/** Whole days since a treatment's start (0 on its first day); null without a start. */
export function daysSinceStart(inicio: Date | null, now: Date): number | null {
  return inicio ? Math.floor((now.getTime() - inicio.getTime()) / DAY_MS) : null;
}

/**
 * The definition, as the SQL condition on `observaciones o`. It is written as the running
 * treatments' partial index is (`coalesce(fin, 'infinity') > now`), so both readers use it.
 */
export function openTreatmentSql(now: Date): Prisma.Sql {
  return Prisma.sql`o.tratamiento
    AND coalesce(o.tratamiento_fecha_fin, 'infinity'::timestamptz) > ${now}
    AND (o.tratamiento_fecha_inicio IS NULL OR o.tratamiento_fecha_inicio <= ${now})`;
}

/**
 * The card's figure as a scalar sub-select: animals with an open treatment (two treatments of one
 * animal count once). The open treatments' E/S ids are gathered first and their animals read by
 * primary key: PostgreSQL cannot estimate the open-treatment condition (it guesses a third of all
 * treatments, some 60,000 rows at 100,000 fichas, where a few thousand match), and joined it then
 * hashed the whole E/S table; an id array is looked up through the index whatever the guess.
 */
export function animalsInTreatmentSql(now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT count(DISTINCT es.animal_id)::int FROM entradas_salidas es
    WHERE es.id = ANY (ARRAY(SELECT o.entradas_salidas_id FROM observaciones o WHERE ${openTreatmentSql(now)})))`;
}

const withAnimal = {
  entradaSalida: { select: { id: true, animal: { select: { id: true, nombre: true, registro: true, fotografia: true, fotoVersion: true } } } },
} satisfies Prisma.ObservacionInclude;

export type OpenTreatment = Prisma.ObservacionGetPayload<{ include: typeof withAnimal }> & {
  /** Whole days since the start (0 on the first day); null for a treatment without a start. */
  diasDesdeInicio: number | null;
};

/**
 * One window of the open treatments, the most recently started first, with how many there are
 * and how many animals they concern (the Dashboard's figure, from the same definition).
 */
export async function pageOpenTreatments(
  deps: Deps,
  actor: Actor,
  window: RowWindow,
  now: Date = new Date(),
): Promise<{ items: OpenTreatment[]; total: number; animales: number }> {
  requireLoggedIn(actor);
  const { offset, limit } = parseInput(rowWindowSchema, window);
  const [ids, [counts]] = await Promise.all([
    deps.db.$queryRaw<{ id: number }[]>`
      SELECT o.id FROM observaciones o WHERE ${openTreatmentSql(now)}
      ORDER BY o.tratamiento_fecha_inicio DESC NULLS LAST, o.id DESC
      OFFSET ${offset} LIMIT ${limit ?? null}`,
    deps.db.$queryRaw<{ total: number; animales: number }[]>`
      SELECT (SELECT count(*)::int FROM observaciones o WHERE ${openTreatmentSql(now)}) AS total, ${animalsInTreatmentSql(now)} AS animales`,
  ]);
  const found = await deps.db.observacion.findMany({ where: { id: { in: ids.map((row) => row.id) } }, include: withAnimal });
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((row) => byId.get(row.id) ?? []);
  const { total, animales } = counts!;
  const items = rows.map((row) => ({ ...row, diasDesdeInicio: daysSinceStart(row.tratamientoFechaInicio, now) }));
  return { items, total, animales };
}

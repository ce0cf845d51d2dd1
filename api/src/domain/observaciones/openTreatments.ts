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
 * The definition, as the SQL condition on `tratamientos t`: the treatments kept by triggers with
 * their animal and their end ('infinity' without one), read through that table's index alone
 * (prisma/migrations/20261218090000_kept_dashboard_counts). Exact for any `now`.
 */
export function openTreatmentSql(now: Date): Prisma.Sql {
  return Prisma.sql`t.hasta > ${now} AND (t.inicio IS NULL OR t.inicio <= ${now})`;
}

/** The card's figure as a scalar sub-select: animals with an open treatment (two treatments of one animal count once). */
export function animalsInTreatmentSql(now: Date): Prisma.Sql {
  return Prisma.sql`(SELECT count(DISTINCT t.animal_id)::int FROM tratamientos t WHERE ${openTreatmentSql(now)})`;
}

/** Each row's animal whole, as every Animal the API answers with: GraphQL resolves its fields from it. */
const withAnimal = { entradaSalida: { select: { id: true, animal: true } } } satisfies Prisma.ObservacionInclude;

export type OpenTreatment = Prisma.ObservacionGetPayload<{ include: typeof withAnimal }> & {
  /** Whole days since the start (0 on the first day); null for a treatment without a start. */
  diasDesdeInicio: number | null;
};

/**
 * One window of the open treatments, the most recently started first, with how many there are
 * and how many animals they concern (the Dashboard's figure, from the same definition): the
 * window's ids and both counts in one statement, then the rows with their animals in another.
 */
export async function pageOpenTreatments(
  deps: Deps,
  actor: Actor,
  window: RowWindow,
  now: Date = new Date(),
): Promise<{ items: OpenTreatment[]; total: number; animales: number }> {
  requireLoggedIn(actor);
  const { offset, limit } = parseInput(rowWindowSchema, window);
  const [page] = await deps.db.$queryRaw<{ ids: number[]; total: number; animales: number }[]>`
    SELECT ARRAY(
        SELECT t.observacion_id FROM tratamientos t WHERE ${openTreatmentSql(now)}
        ORDER BY t.inicio DESC NULLS LAST, t.observacion_id DESC
        OFFSET ${offset} LIMIT ${limit ?? null}
      ) AS ids,
      (SELECT count(*)::int FROM tratamientos t WHERE ${openTreatmentSql(now)}) AS total,
      ${animalsInTreatmentSql(now)} AS animales`;
  const { ids, total, animales } = page!;
  const found = ids.length ? await deps.db.observacion.findMany({ where: { id: { in: ids } }, include: withAnimal }) : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const items = rows.map((row) => ({ ...row, diasDesdeInicio: daysSinceStart(row.tratamientoFechaInicio, now) }));
  return { items, total, animales };
}

/** The animal of an observation's E/S, for an observation read without it. */
export async function animalOfObservacion(deps: Deps, actor: Actor, observacion: { entradaSalidaId: number }) {
  requireLoggedIn(actor);
  const stay = await deps.db.entradaSalida.findUniqueOrThrow({ where: { id: observacion.entradaSalidaId }, select: { animal: true } });
  return stay.animal;
}

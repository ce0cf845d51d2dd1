/**
 * Open treatments: the one definition behind the Dashboard's 'En Tratamiento' card and the
 * 'Tratamientos en curso' view (README "Dashboard"). A treatment is open when it is marked as
 * one, has started (no start counts as started) and has no end or an end still to come.
 */
import type { Prisma } from "../../db/generated/prisma/client.ts";
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

export function openTreatmentWhere(now: Date): Prisma.ObservacionWhereInput {
  return {
    tratamiento: true,
    AND: [
      { OR: [{ tratamientoFechaInicio: null }, { tratamientoFechaInicio: { lte: now } }] },
      { OR: [{ tratamientoFechaFin: null }, { tratamientoFechaFin: { gt: now } }] },
    ],
  };
}

/** The card's figure: animals with at least one open treatment (two treatments of one animal count once). */
export function countAnimalsInTreatment(db: Deps["db"], now: Date): Promise<number> {
  return db.animal.count({ where: { entradasSalidas: { some: { observaciones: { some: openTreatmentWhere(now) } } } } });
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
  const where = openTreatmentWhere(now);
  const [rows, total, animales] = await Promise.all([
    deps.db.observacion.findMany({
      where,
      include: withAnimal,
      orderBy: [{ tratamientoFechaInicio: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      skip: offset,
      take: limit,
    }),
    deps.db.observacion.count({ where }),
    countAnimalsInTreatment(deps.db, now),
  ]);
  const items = rows.map((row) => ({ ...row, diasDesdeInicio: daysSinceStart(row.tratamientoFechaInicio, now) }));
  return { items, total, animales };
}

/** The observations of one E/S, newest first, as the ficha's Observaciones tab lists them. */
import type { Observacion, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { type RowWindow, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { parseInput } from "../validation.ts";
import { parseEntradaSalidaRef } from "./observacionRecord.ts";

/** Newest first; the id breaks ties between observations saved in the same millisecond. */
export const NEWEST_FIRST: Prisma.ObservacionOrderByWithRelationInput[] = [{ fechaHora: "desc" }, { id: "desc" }];

type ListInput = { entradaSalidaId: unknown; soloTratamientos?: boolean | null };

/** Every observation of the E/S (the REST list); a missing E/S is a 404. */
export async function listObservaciones(deps: Deps, actor: Actor, input: ListInput): Promise<Observacion[]> {
  return (await pageObservaciones(deps, actor, input, { offset: 0 })).items;
}

/** A window of them with the total, for the tab's numbered pages. */
export async function pageObservaciones(
  deps: Deps,
  actor: Actor,
  input: ListInput,
  window: RowWindow,
): Promise<{ items: Observacion[]; total: number }> {
  requireLoggedIn(actor);
  const entradaSalidaId = parseEntradaSalidaRef(input.entradaSalidaId);
  const { offset, limit } = parseInput(rowWindowSchema, window);
  if (!(await deps.db.entradaSalida.findUnique({ where: { id: entradaSalidaId }, select: { id: true } }))) throw entradaSalidaNotFound();
  const where = observacionesWhere(entradaSalidaId, input.soloTratamientos);
  const [items, total] = await Promise.all([
    deps.db.observacion.findMany({ where, orderBy: NEWEST_FIRST, skip: offset, take: limit }),
    deps.db.observacion.count({ where }),
  ]);
  return { items, total };
}

/**
 * How many observations the E/S has (with 'Solo los tratamientos', how many treatments): the
 * total a create or a delete answers, so the tab's count follows without reading the page again.
 */
export async function countObservaciones(deps: Deps, actor: Actor, input: { entradaSalidaId: number; soloTratamientos?: boolean | null }): Promise<number> {
  requireLoggedIn(actor);
  return deps.db.observacion.count({ where: observacionesWhere(input.entradaSalidaId, input.soloTratamientos) });
}

const observacionesWhere = (entradaSalidaId: number, soloTratamientos: boolean | null | undefined): Prisma.ObservacionWhereInput => ({
  entradaSalidaId,
  ...(soloTratamientos ? { tratamiento: true } : {}),
});

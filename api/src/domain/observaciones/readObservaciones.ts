/** The observations of one E/S, newest first, as the ficha's Observaciones tab lists them. */
import { type Observacion, Prisma } from "../../db/generated/prisma/client.ts";
import type { Actor } from "../actor.ts";
import type { Deps } from "../deps.ts";
import { parseRecordId } from "../ids.ts";
import { entradaSalidaNotFound } from "../entradasSalidas/errors.ts";
import { type RowWindow, rowWindowSchema } from "../paging.ts";
import { requireLoggedIn } from "../policies.ts";
import { type ListSource, searchList } from "../search/searchList.ts";
import { parseInput } from "../validation.ts";

type Filter = { soloTratamientos?: boolean | null };

/** The tab's order for Prisma reads (the legal documents): newest first, the id breaking ties. */
export const NEWEST_FIRST: Prisma.ObservacionOrderByWithRelationInput[] = [{ fechaHora: "desc" }, { id: "desc" }];

/** Every observation of the E/S (the REST list); a missing E/S is a 404. */
export async function listObservaciones(deps: Deps, actor: Actor, input: Filter & { entradaSalidaId: unknown }): Promise<Observacion[]> {
  requireLoggedIn(actor);
  const entradaSalidaId = parseRecordId(input.entradaSalidaId, "entradaSalidaId");
  if (!(await deps.db.entradaSalida.findUnique({ where: { id: entradaSalidaId }, select: { id: true } }))) throw entradaSalidaNotFound();
  return (await pageObservaciones(deps, actor, { ...input, entradaSalidaId }, { offset: 0 })).items;
}

/**
 * A window of the observations of an E/S that was just read (the tab's connection on its
 * `EntradaSalida`), with their total, in one statement (the list pattern).
 */
export async function pageObservaciones(
  deps: Deps,
  actor: Actor,
  input: Filter & { entradaSalidaId: number },
  window: RowWindow,
): Promise<{ items: Observacion[]; total: number }> {
  requireLoggedIn(actor);
  const source: ListSource = {
    table: "observaciones",
    columns: Prisma.sql`id, entradas_salidas_id AS "entradaSalidaId", tratamiento, sanitaria, descripcion, documentacion,
      tratamiento_fecha_inicio AS "tratamientoFechaInicio", tratamiento_fecha_fin AS "tratamientoFechaFin", fecha_hora AS "fechaHora"`,
    // Newest first; the id breaks ties between observations saved in the same millisecond.
    orderBy: Prisma.sql`fecha_hora DESC, id DESC`,
    where: [Prisma.sql`entradas_salidas_id = ${input.entradaSalidaId}`, ...(input.soloTratamientos ? [Prisma.sql`tratamiento`] : [])],
  };
  return searchList<Observacion>(deps.db, source, parseInput(rowWindowSchema, window));
}

/**
 * How many observations the E/S has (with 'Solo los tratamientos', how many treatments): the
 * total a create or a delete answers, so the tab's count follows without reading the page again.
 */
export async function countObservaciones(deps: Deps, actor: Actor, input: Filter & { entradaSalidaId: number }): Promise<number> {
  requireLoggedIn(actor);
  return deps.db.observacion.count({ where: { entradaSalidaId: input.entradaSalidaId, ...(input.soloTratamientos ? { tratamiento: true } : {}) } });
}

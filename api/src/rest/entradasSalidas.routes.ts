/** Spec section 7 "Entries/exits and observations": /api/entradas-salidas. */
import type { FastifyInstance } from "fastify";
import { deleteEntradaSalida } from "../domain/entradasSalidas/deleteEntradaSalida.ts";
import { checkOpenStay, getDiasEnRefugio, getEntradaSalida, listEntradasSalidas } from "../domain/entradasSalidas/readEntradasSalidas.ts";
import { createEntradaSalida, updateEntradaSalida } from "../domain/entradasSalidas/saveEntradaSalida.ts";
import { restConfirmation } from "./confirmation.ts";
import { fromEntradaSalidaJson, toEntradaSalidaJson } from "./entradaSalidaJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
const LIST_QUERY = queryString("animal_id", "limit");
const DELETE_QUERY = queryString("confirmacion");

export async function entradasSalidasRoutes(api: FastifyInstance): Promise<void> {
  /** `?animal_id=`: that animal's E/S, newest first; without it the newest of all (`limit`, at most 1000). */
  api.get<QueryOf<typeof LIST_QUERY>>("/entradas-salidas", LIST_QUERY, async (request) => {
    const { animal_id: animalId, limit } = request.query;
    const rows = await listEntradasSalidas(api.deps, request.actor, { animalId, limit });
    return rows.map(toEntradaSalidaJson);
  });

  api.get<{ Params: { animalId: string } }>("/entradas-salidas/check-open/:animalId", async (request) => ({
    hasOpen: await checkOpenStay(api.deps, request.actor, { animalId: request.params.animalId }),
  }));

  /** The spec client's cache breaker `?t=` is not read (and so dropped): the answer is never cached anyway. */
  api.get<IdParams>("/entradas-salidas/:id/dias-en-refugio", async (request, reply) => {
    const dias = await getDiasEnRefugio(api.deps, request.actor, { id: request.params.id });
    return reply.header("cache-control", "no-store").send({ dias });
  });

  api.get<IdParams>("/entradas-salidas/:id", async (request) =>
    toEntradaSalidaJson(await getEntradaSalida(api.deps, request.actor, { id: request.params.id })),
  );

  api.post("/entradas-salidas", async (request, reply) => {
    const created = await createEntradaSalida(api.deps, request.actor, fromEntradaSalidaJson(request.body));
    return reply.code(201).send(toEntradaSalidaJson(created));
  });

  /**
   * The spec's fields, `tratamientos_finalizados` (the running treatments the exit date ended) and
   * `actuaciones_canceladas` (the pending actuaciones of the plan sanitario that closing cancelled).
   */
  api.put<IdParams>("/entradas-salidas/:id", async (request) => {
    const input = { ...fromEntradaSalidaJson(request.body), id: request.params.id };
    const saved = await updateEntradaSalida(api.deps, request.actor, input);
    return {
      ...toEntradaSalidaJson(saved.entradaSalida),
      tratamientos_finalizados: saved.tratamientosFinalizados,
      actuaciones_canceladas: saved.actuacionesCanceladas,
    };
  });

  /** A bare DELETE, as the spec's client sends it; a `confirmacion` sent must be SEGURO (restConfirmation). */
  api.delete<IdParams & QueryOf<typeof DELETE_QUERY>>("/entradas-salidas/:id", DELETE_QUERY, async (request) => {
    const detalles = await deleteEntradaSalida(api.deps, request.actor, {
      id: request.params.id,
      confirmacion: restConfirmation(request.body, request.query),
    });
    return { detalles };
  });
}

/** Spec section 7 "Entries/exits and observations": /api/entradas-salidas. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordId } from "../domain/ids.ts";
import { motivoExcepcionSchema, sterilisationCommitmentSchema } from "../domain/rules/adopcion.ts";
import { entradaSalidaDatesSchema } from "../domain/rules/entradaSalida.ts";
import { ENTRADA_SALIDA_FIELD_NAMES } from "./fieldNames.ts";
import { created, documented, jsonAnswer, restBody } from "./routeDoc.ts";
import { deleteEntradaSalida } from "../domain/entradasSalidas/deleteEntradaSalida.ts";
import { checkOpenStay, getDiasEnRefugio, getEntradaSalida, listEntradasSalidas } from "../domain/entradasSalidas/readEntradasSalidas.ts";
import { createEntradaSalida, linksSchema, sourceSchema, updateEntradaSalida } from "../domain/entradasSalidas/saveEntradaSalida.ts";
import { CONFIRMATION_BODY, restConfirmation } from "./confirmation.ts";
import { entradaSalidaJson, fromEntradaSalidaJson, toEntradaSalidaJson } from "./entradaSalidaJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
const LIST_QUERY = queryString("animal_id", "limit");
const DELETE_QUERY = queryString("confirmacion");

/** The schemas the domain reads a save with (saveEntradaSalida.ts), under the payload's names. */
const ENTRADA_SALIDA_BODY = restBody(
  [
    z.object({ animalId: recordId("animalId") }),
    entradaSalidaDatesSchema({ today: "", requireProcedencia: false }),
    linksSchema,
    sterilisationCommitmentSchema,
    motivoExcepcionSchema.partial(),
    z.object({ source: sourceSchema }),
  ],
  { fields: [...Object.keys(ENTRADA_SALIDA_FIELD_NAMES), "motivoExcepcion", "source"] },
);
const one = jsonAnswer(entradaSalidaJson);
const detallesAnswer = jsonAnswer(z.object({ detalles: z.record(z.string(), z.unknown()) }));

export async function entradasSalidasRoutes(api: FastifyInstance): Promise<void> {
  /** `?animal_id=`: that animal's E/S, newest first; without it the newest of all (`limit`, at most 1000). */
  const listDoc = { summary: "Las E/S de un animal, o las últimas de todos.", answer: jsonAnswer(z.array(entradaSalidaJson)) };
  api.get<QueryOf<typeof LIST_QUERY>>("/entradas-salidas", documented(listDoc, LIST_QUERY), async (request) => {
    const { animal_id: animalId, limit } = request.query;
    const rows = await listEntradasSalidas(api.deps, request.actor, { animalId, limit });
    return rows.map(toEntradaSalidaJson);
  });

  const openDoc = { summary: "Si el animal tiene una E/S abierta.", answer: jsonAnswer(z.object({ hasOpen: z.boolean() })) };
  api.get<{ Params: { animalId: string } }>("/entradas-salidas/check-open/:animalId", documented(openDoc), async (request) => ({
    hasOpen: await checkOpenStay(api.deps, request.actor, { animalId: request.params.animalId }),
  }));

  /** The spec client's cache breaker `?t=` is not read (and so dropped): the answer is never cached anyway. */
  const diasDoc = { summary: "Los días en el refugio de esta E/S.", answer: jsonAnswer(z.object({ dias: z.number() })) };
  api.get<IdParams>("/entradas-salidas/:id/dias-en-refugio", documented(diasDoc), async (request, reply) => {
    const dias = await getDiasEnRefugio(api.deps, request.actor, { id: request.params.id });
    return reply.header("cache-control", "no-store").send({ dias });
  });

  api.get<IdParams>("/entradas-salidas/:id", documented({ summary: "Una E/S.", answer: one }), async (request) =>
    toEntradaSalidaJson(await getEntradaSalida(api.deps, request.actor, { id: request.params.id })),
  );

  api.post(
    "/entradas-salidas",
    documented({ summary: "Abre una E/S.", body: ENTRADA_SALIDA_BODY, answer: created(entradaSalidaJson) }),
    async (request, reply) => {
      const created = await createEntradaSalida(api.deps, request.actor, fromEntradaSalidaJson(request.body));
      return reply.code(201).send(toEntradaSalidaJson(created));
    },
  );

  /**
   * The spec's fields, `tratamientos_finalizados` (the running treatments the exit date ended) and
   * `actuaciones_canceladas` (the pending actuaciones of the plan sanitario that closing cancelled).
   */
  const savedAnswer = entradaSalidaJson.extend({ tratamientos_finalizados: z.number(), actuaciones_canceladas: z.number() });
  const saveDoc = { summary: "Guarda una E/S.", body: ENTRADA_SALIDA_BODY, answer: jsonAnswer(savedAnswer) };
  api.put<IdParams>("/entradas-salidas/:id", documented(saveDoc), async (request) => {
    const input = { ...fromEntradaSalidaJson(request.body), id: request.params.id };
    const saved = await updateEntradaSalida(api.deps, request.actor, input);
    return {
      ...toEntradaSalidaJson(saved.entradaSalida),
      tratamientos_finalizados: saved.tratamientosFinalizados,
      actuaciones_canceladas: saved.actuacionesCanceladas,
    };
  });

  /** A bare DELETE, as the spec's client sends it; a `confirmacion` sent must be SEGURO (restConfirmation). */
  const deleteDoc = { summary: "Borra la E/S con sus observaciones y archivos.", body: CONFIRMATION_BODY, answer: detallesAnswer };
  api.delete<IdParams & QueryOf<typeof DELETE_QUERY>>("/entradas-salidas/:id", documented(deleteDoc, DELETE_QUERY), async (request) => {
    const detalles = await deleteEntradaSalida(api.deps, request.actor, {
      id: request.params.id,
      confirmacion: restConfirmation(request.body, request.query),
    });
    return { detalles };
  });
}

/** Spec section 7 "Entries/exits and observations": the observation paths. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordId } from "../domain/ids.ts";
import { created, deletedAnswer, documented, jsonAnswer, multipartBody, restBody } from "./routeDoc.ts";
import { deleteObservacion } from "../domain/observaciones/deleteObservacion.ts";
import { uploadObservacionDocument } from "../domain/observaciones/observacionDocument.ts";
import { listObservaciones } from "../domain/observaciones/readObservaciones.ts";
import { createObservacion, updateObservacion } from "../domain/observaciones/saveObservacion.ts";
import { DOCUMENT_UPLOAD, observacionInputSchema } from "../domain/rules/observacion.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";
import { restErrorHandler } from "./errors.ts";
import { fromObservacionJson, OBSERVACION_FIELDS, OBSERVACION_NAMES, observacionJson, toObservacionJson } from "./observacionJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
type UploadParams = { Params: { animalId: string; esId: string; obsId: string } };
const LIST_QUERY = queryString("solo_tratamientos");

const bodyOf = (fields: string[]) =>
  restBody([z.object({ entradaSalidaId: recordId("entradaSalidaId") }), observacionInputSchema], { fields, names: OBSERVACION_NAMES });

export async function observacionesRoutes(api: FastifyInstance): Promise<void> {
  /** Newest first; `solo_tratamientos=true` keeps the treatments only, as the tab's switch does. */
  const listDoc = { summary: "Las observaciones de una E/S, la más reciente primero.", answer: jsonAnswer(z.array(observacionJson)) };
  api.get<IdParams & QueryOf<typeof LIST_QUERY>>("/entradas-salidas/:id/observaciones", documented(listDoc, LIST_QUERY), async (request) => {
    const soloTratamientos = request.query.solo_tratamientos === "true";
    const items = await listObservaciones(api.deps, request.actor, { entradaSalidaId: request.params.id, soloTratamientos });
    return items.map(toObservacionJson);
  });

  // Errors name the E/S as the payload does (`entradas_salidas_id`).
  const NAMED_AS_PAYLOAD = { errorHandler: restErrorHandler({ fieldNames: OBSERVACION_NAMES }) };
  const createDoc = { summary: "Añade una observación a una E/S.", body: bodyOf(OBSERVACION_FIELDS), answer: created(observacionJson) };
  api.post("/observaciones", documented(createDoc, NAMED_AS_PAYLOAD), async (request, reply) =>
    reply.code(201).send(toObservacionJson(await createObservacion(api.deps, request.actor, fromObservacionJson(request.body)))),
  );

  const updateDoc = { summary: "Guarda una observación (sigue en su E/S).", body: bodyOf(OBSERVACION_FIELDS.slice(1)), answer: jsonAnswer(observacionJson) };
  api.put<IdParams>("/observaciones/:id", documented(updateDoc, NAMED_AS_PAYLOAD), async (request) => {
    const { entradaSalidaId: _sameStay, ...fields } = fromObservacionJson(request.body);
    return toObservacionJson(await updateObservacion(api.deps, request.actor, { ...fields, id: request.params.id }));
  });

  const deletedDoc = {
    summary: "Borra una observación y su documento.",
    answer: jsonAnswer(deletedAnswer.extend({ detalles: z.record(z.string(), z.unknown()) })),
  };
  api.delete<IdParams>("/observaciones/:id", documented(deletedDoc), async (request) => {
    const { observacion, ...files } = await deleteObservacion(api.deps, request.actor, { id: request.params.id });
    return { id: observacion.id, message: SUCCESS_MESSAGES.observacionDeleted, detalles: { observacionId: observacion.id, ...files } };
  });

  api.post<UploadParams>(
    "/animales/:animalId/entradas-salidas/:esId/observaciones/:obsId/upload",
    documented(
      { summary: "Sube el documento de una observación.", body: multipartBody(DOCUMENT_UPLOAD), answer: jsonAnswer(observacionJson) },
      { onRequest: refuseBodiesOver(DOCUMENT_UPLOAD) },
    ),
    async (request) => {
      const { animalId, esId, obsId } = request.params;
      const observacion = await uploadObservacionDocument(api.deps, request.actor, {
        observacionId: obsId,
        document: multipartFile(request, "document"),
        within: { animalId, entradaSalidaId: esId },
      });
      return toObservacionJson(observacion);
    },
  );
}

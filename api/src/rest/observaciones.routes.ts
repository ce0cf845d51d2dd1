/** Spec section 7 "Entries/exits and observations": the observation paths. */
import type { FastifyInstance } from "fastify";
import { deleteObservacion } from "../domain/observaciones/deleteObservacion.ts";
import { uploadObservacionDocument } from "../domain/observaciones/observacionDocument.ts";
import { listObservaciones } from "../domain/observaciones/readObservaciones.ts";
import { createObservacion, updateObservacion } from "../domain/observaciones/saveObservacion.ts";
import { DOCUMENT_UPLOAD } from "../domain/rules/observacion.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";
import { fromObservacionJson, toObservacionJson } from "./observacionJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
type UploadParams = { Params: { animalId: string; esId: string; obsId: string } };
const LIST_QUERY = queryString("solo_tratamientos");

export async function observacionesRoutes(api: FastifyInstance): Promise<void> {
  /** Newest first; `solo_tratamientos=true` keeps the treatments only, as the tab's switch does. */
  api.get<IdParams & QueryOf<typeof LIST_QUERY>>("/entradas-salidas/:id/observaciones", LIST_QUERY, async (request) => {
    const soloTratamientos = request.query.solo_tratamientos === "true";
    const items = await listObservaciones(api.deps, request.actor, { entradaSalidaId: request.params.id, soloTratamientos });
    return items.map(toObservacionJson);
  });

  api.post("/observaciones", async (request, reply) =>
    reply.code(201).send(toObservacionJson(await createObservacion(api.deps, request.actor, fromObservacionJson(request.body)))),
  );

  api.put<IdParams>("/observaciones/:id", async (request) => {
    const { entradaSalidaId: _sameStay, ...fields } = fromObservacionJson(request.body);
    return toObservacionJson(await updateObservacion(api.deps, request.actor, { ...fields, id: request.params.id }));
  });

  api.delete<IdParams>("/observaciones/:id", async (request) => {
    const { observacion, ...files } = await deleteObservacion(api.deps, request.actor, { id: request.params.id });
    return { id: observacion.id, message: SUCCESS_MESSAGES.observacionDeleted, detalles: { observacionId: observacion.id, ...files } };
  });

  api.post<UploadParams>(
    "/animales/:animalId/entradas-salidas/:esId/observaciones/:obsId/upload",
    { onRequest: refuseBodiesOver(DOCUMENT_UPLOAD) },
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

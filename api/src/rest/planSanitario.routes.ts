/**
 * Plan sanitario (issue 27) under /api/plan-sanitario: the catalogue and the protocols by
 * species (administrators and veterinarians change them), each animal's actuaciones and the
 * shelter's 'Pendientes'. Thin adapters over domain/planSanitario.
 */
import type { FastifyInstance } from "fastify";
import {
  addActuacionPuntual,
  cancelarActuacion,
  listItemsOfAnimal,
  registrarActuacion,
  reprogramarActuacion,
  uploadActuacionDocument,
} from "../domain/planSanitario/actuacionesAnimal.ts";
import {
  addPasoProtocolo,
  cargarEjemplo,
  createActuacion,
  deleteActuacion,
  deletePasoProtocolo,
  EJEMPLO_AVISO,
  listActuaciones,
  listProtocolo,
  updateActuacion,
  updatePasoProtocolo,
} from "../domain/planSanitario/catalogo.ts";
import { pendientesPage } from "../domain/planSanitario/pendientes.ts";
import { getRecordatorioSanitario, setRecordatorioSanitario } from "../domain/planSanitario/recordatorio.ts";
import { DOCUMENT_UPLOAD } from "../domain/rules/observacion.ts";
import { fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";
import { toActuacionJson, toItemJson, toPasoJson, toPendienteJson } from "./planSanitarioJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
type AnimalParams = { Params: { animalId: string } };
const PROTOCOL_QUERY = queryString("tipo_id");
const PENDIENTES_QUERY = queryString("clase", "tipo_id", "page", "limit");

const ACTUACION_FIELDS = ["clase", "nombre", "tipoId", "intervaloDias"];
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function planSanitarioRoutes(api: FastifyInstance): Promise<void> {
  api.get("/plan-sanitario/actuaciones", async (request) => (await listActuaciones(api.deps, request.actor)).map(toActuacionJson));

  api.post("/plan-sanitario/actuaciones", async (request, reply) =>
    reply.code(201).send(toActuacionJson(await createActuacion(api.deps, request.actor, fromRestJson(jsonObject(request.body), ACTUACION_FIELDS)))),
  );

  api.put<IdParams>("/plan-sanitario/actuaciones/:id", async (request) =>
    toActuacionJson(await updateActuacion(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ACTUACION_FIELDS), id: request.params.id })),
  );

  api.delete<IdParams>("/plan-sanitario/actuaciones/:id", async (request) => {
    const deleted = await deleteActuacion(api.deps, request.actor, { id: request.params.id });
    return { id: deleted.id, message: "Actuación eliminada del plan sanitario" };
  });

  /** The example set, named as such; adds what is not there yet. */
  api.post("/plan-sanitario/ejemplo", async (request) => {
    const added = await cargarEjemplo(api.deps, request.actor);
    return { actuaciones_anadidas: added, aviso: EJEMPLO_AVISO };
  });

  api.get<QueryOf<typeof PROTOCOL_QUERY>>("/plan-sanitario/protocolos", PROTOCOL_QUERY, async (request) =>
    (await listProtocolo(api.deps, request.actor, { tipoId: single(request.query.tipo_id) })).map(toPasoJson),
  );

  api.post("/plan-sanitario/protocolos", async (request, reply) =>
    reply.code(201).send(toPasoJson(await addPasoProtocolo(api.deps, request.actor, fromRestJson(jsonObject(request.body), ["tipoId", "actuacionId", "dia"])))),
  );

  /** A step's actuación and day. */
  api.put<IdParams>("/plan-sanitario/protocolos/:id", async (request) =>
    toPasoJson(
      await updatePasoProtocolo(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ["actuacionId", "dia"]), id: request.params.id }),
    ),
  );

  api.delete<IdParams>("/plan-sanitario/protocolos/:id", async (request) => {
    const deleted = await deletePasoProtocolo(api.deps, request.actor, { id: request.params.id });
    return { id: deleted.id, message: "Paso quitado del protocolo" };
  });

  api.get<AnimalParams>("/plan-sanitario/animales/:animalId/actuaciones", async (request) =>
    (await listItemsOfAnimal(api.deps, request.actor, { animalId: request.params.animalId })).map(toItemJson),
  );

  /** A one-off actuación of the animal. */
  api.post<AnimalParams>("/plan-sanitario/animales/:animalId/actuaciones", async (request, reply) => {
    const fields = fromRestJson(jsonObject(request.body), ["actuacionId", "fechaPrevista", "notas"]);
    return reply.code(201).send(toItemJson(await addActuacionPuntual(api.deps, request.actor, { ...fields, animalId: request.params.animalId })));
  });

  /** 'Registrar': answers the item and the next one scheduled (null when the actuación does not repeat). */
  api.post<IdParams>("/plan-sanitario/actuaciones-animal/:id/registrar", async (request) => {
    const fields = fromRestJson(jsonObject(request.body), ["realizadaEn", "producto", "lote", "caducidad", "notas", "veterinarioId"]);
    const { item, siguiente } = await registrarActuacion(api.deps, request.actor, { ...fields, id: request.params.id });
    return { ...toItemJson(item), siguiente: siguiente && toItemJson(siguiente) };
  });

  api.post<IdParams>("/plan-sanitario/actuaciones-animal/:id/reprogramar", async (request) =>
    toItemJson(
      await reprogramarActuacion(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ["fechaPrevista", "motivo"]), id: request.params.id }),
    ),
  );

  api.post<IdParams>("/plan-sanitario/actuaciones-animal/:id/cancelar", async (request) =>
    toItemJson(await cancelarActuacion(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ["motivo"]), id: request.params.id })),
  );

  api.post<IdParams>("/plan-sanitario/actuaciones-animal/:id/documento", { onRequest: refuseBodiesOver(DOCUMENT_UPLOAD) }, async (request) =>
    toItemJson(await uploadActuacionDocument(api.deps, request.actor, { id: request.params.id, document: multipartFile(request, "document") })),
  );

  /** The spec's paged shape: `{ data, pagination }`, plus `total_actuaciones` (the sidebar's and the Dashboard's figure with these filters). */
  api.get<QueryOf<typeof PENDIENTES_QUERY>>("/plan-sanitario/pendientes", PENDIENTES_QUERY, async (request) => {
    const { query } = request;
    const input = { clase: single(query.clase), tipoId: single(query.tipo_id), page: single(query.page), limit: single(query.limit) };
    const result = await pendientesPage(api.deps, request.actor, input);
    return { data: result.items.map(toPendienteJson), pagination: result.pagination, total_actuaciones: result.actuaciones };
  });

  /** The caller's opt-in to the daily reminder e-mail. */
  api.get("/plan-sanitario/recordatorio", async (request) => ({ activo: await getRecordatorioSanitario(api.deps, request.actor) }));

  api.put("/plan-sanitario/recordatorio", async (request) => ({
    activo: await setRecordatorioSanitario(api.deps, request.actor, fromRestJson(jsonObject(request.body), ["activo"])),
  }));
}

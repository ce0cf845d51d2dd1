/**
 * Plan sanitario (issue 27) under /api/plan-sanitario: the catalogue and the protocols by
 * species (administrators and veterinarians change them), each animal's actuaciones and the
 * shelter's 'Pendientes'. Thin adapters over domain/planSanitario.
 */
import { PLAN_EDITORS } from "../domain/policies.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  actuacionInputSchema,
  actuacionPuntualSchema,
  cancelarSchema,
  pasoProtocoloSchema,
  pasoProtocoloUpdateSchema,
  registrarSchema,
  reprogramarSchema,
} from "../domain/rules/planSanitario.ts";
import { created, deletedAnswer, documented, jsonAnswer, multipartBody, NO_BODY, paginationAnswer, restBody } from "./routeDoc.ts";
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
import { getRecordatorioSanitario, recordatorioSchema, setRecordatorioSanitario } from "../domain/planSanitario/recordatorio.ts";
import { DOCUMENT_UPLOAD } from "../domain/rules/observacion.ts";
import { fromRestJson } from "./fieldNames.ts";
import { jsonObject } from "./jsonObject.ts";
import { multipartFile, refuseBodiesOver } from "./multipart.ts";
import { actuacionJson, itemJson, pasoJson, pendienteJson, toActuacionJson, toItemJson, toPasoJson, toPendienteJson } from "./planSanitarioJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

type IdParams = { Params: { id: string } };
type AnimalParams = { Params: { animalId: string } };
const PROTOCOL_QUERY = queryString("tipo_id");
const PENDIENTES_QUERY = queryString("clase", "tipo_id", "page", "limit");

const ACTUACION_FIELDS = ["clase", "nombre", "tipoId", "intervaloDias"];
const PUNTUAL_FIELDS = ["actuacionId", "fechaPrevista", "notas"];
const REGISTRAR_FIELDS = ["realizadaEn", "producto", "lote", "caducidad", "notas", "veterinarioId"];
const ACTUACION_BODY = restBody(actuacionInputSchema, { fields: ACTUACION_FIELDS });
const itemAnswer = jsonAnswer(itemJson);
const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function planSanitarioRoutes(api: FastifyInstance): Promise<void> {
  api.get("/plan-sanitario/actuaciones", documented({ summary: "El catálogo de actuaciones.", answer: jsonAnswer(z.array(actuacionJson)) }), async (request) =>
    (await listActuaciones(api.deps, request.actor)).map(toActuacionJson),
  );

  api.post(
    "/plan-sanitario/actuaciones",
    documented({ summary: "Añade una actuación al catálogo.", callers: PLAN_EDITORS, body: ACTUACION_BODY, answer: created(actuacionJson) }),
    async (request, reply) =>
      reply.code(201).send(toActuacionJson(await createActuacion(api.deps, request.actor, fromRestJson(jsonObject(request.body), ACTUACION_FIELDS)))),
  );

  api.put<IdParams>(
    "/plan-sanitario/actuaciones/:id",
    documented({ summary: "Guarda una actuación del catálogo.", callers: PLAN_EDITORS, body: ACTUACION_BODY, answer: jsonAnswer(actuacionJson) }),
    async (request) =>
      toActuacionJson(await updateActuacion(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ACTUACION_FIELDS), id: request.params.id })),
  );

  api.delete<IdParams>(
    "/plan-sanitario/actuaciones/:id",
    documented({ summary: "Quita una actuación del catálogo.", callers: PLAN_EDITORS, answer: jsonAnswer(deletedAnswer) }),
    async (request) => {
      const deleted = await deleteActuacion(api.deps, request.actor, { id: request.params.id });
      return { id: deleted.id, message: "Actuación eliminada del plan sanitario" };
    },
  );

  /** The example set, named as such; adds what is not there yet. */
  const ejemploDoc = {
    summary: "Carga el catálogo de ejemplo.",
    callers: PLAN_EDITORS,
    body: NO_BODY,
    answer: jsonAnswer(z.object({ actuaciones_anadidas: z.number(), aviso: z.string() })),
  };
  api.post("/plan-sanitario/ejemplo", documented(ejemploDoc), async (request) => {
    const added = await cargarEjemplo(api.deps, request.actor);
    return { actuaciones_anadidas: added, aviso: EJEMPLO_AVISO };
  });

  const protocolDoc = { summary: "Los pasos del protocolo de un tipo.", answer: jsonAnswer(z.array(pasoJson)) };
  api.get<QueryOf<typeof PROTOCOL_QUERY>>("/plan-sanitario/protocolos", documented(protocolDoc, PROTOCOL_QUERY), async (request) =>
    (await listProtocolo(api.deps, request.actor, { tipoId: single(request.query.tipo_id) })).map(toPasoJson),
  );

  const pasoDoc = { summary: "Añade un paso al protocolo de un tipo.", callers: PLAN_EDITORS, body: restBody(pasoProtocoloSchema), answer: created(pasoJson) };
  api.post("/plan-sanitario/protocolos", documented(pasoDoc), async (request, reply) =>
    reply.code(201).send(toPasoJson(await addPasoProtocolo(api.deps, request.actor, fromRestJson(jsonObject(request.body), ["tipoId", "actuacionId", "dia"])))),
  );

  const pasoUpdateDoc = {
    summary: "Cambia la actuación o el día de un paso del protocolo.",
    callers: PLAN_EDITORS,
    body: restBody(pasoProtocoloUpdateSchema),
    answer: jsonAnswer(pasoJson),
  };
  api.put<IdParams>("/plan-sanitario/protocolos/:id", documented(pasoUpdateDoc), async (request) =>
    toPasoJson(
      await updatePasoProtocolo(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ["actuacionId", "dia"]), id: request.params.id }),
    ),
  );

  api.delete<IdParams>(
    "/plan-sanitario/protocolos/:id",
    documented({ summary: "Quita un paso del protocolo.", callers: PLAN_EDITORS, answer: jsonAnswer(deletedAnswer) }),
    async (request) => {
      const deleted = await deletePasoProtocolo(api.deps, request.actor, { id: request.params.id });
      return { id: deleted.id, message: "Paso quitado del protocolo" };
    },
  );

  api.get<AnimalParams>(
    "/plan-sanitario/animales/:animalId/actuaciones",
    documented({ summary: "Las actuaciones del animal.", answer: jsonAnswer(z.array(itemJson)) }),
    async (request) => (await listItemsOfAnimal(api.deps, request.actor, { animalId: request.params.animalId })).map(toItemJson),
  );

  /** A one-off actuación of the animal. */
  const puntualDoc = {
    summary: "Programa una actuación puntual al animal.",
    body: restBody(actuacionPuntualSchema, { fields: PUNTUAL_FIELDS }),
    answer: created(itemJson),
  };
  api.post<AnimalParams>("/plan-sanitario/animales/:animalId/actuaciones", documented(puntualDoc), async (request, reply) => {
    const fields = fromRestJson(jsonObject(request.body), PUNTUAL_FIELDS);
    return reply.code(201).send(toItemJson(await addActuacionPuntual(api.deps, request.actor, { ...fields, animalId: request.params.animalId })));
  });

  /** 'Registrar': answers the item and the next one scheduled (null when the actuación does not repeat). */
  const registrarDoc = {
    summary: "Registra una actuación hecha.",
    body: restBody(registrarSchema(new Date()), { fields: REGISTRAR_FIELDS }),
    answer: jsonAnswer(itemJson.extend({ siguiente: itemJson.nullable() })),
  };
  api.post<IdParams>("/plan-sanitario/actuaciones-animal/:id/registrar", documented(registrarDoc), async (request) => {
    const fields = fromRestJson(jsonObject(request.body), REGISTRAR_FIELDS);
    const { item, siguiente } = await registrarActuacion(api.deps, request.actor, { ...fields, id: request.params.id });
    return { ...toItemJson(item), siguiente: siguiente && toItemJson(siguiente) };
  });

  const reprogramarDoc = { summary: "Cambia la fecha prevista.", body: restBody(reprogramarSchema), answer: itemAnswer };
  api.post<IdParams>("/plan-sanitario/actuaciones-animal/:id/reprogramar", documented(reprogramarDoc), async (request) =>
    toItemJson(
      await reprogramarActuacion(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ["fechaPrevista", "motivo"]), id: request.params.id }),
    ),
  );

  api.post<IdParams>(
    "/plan-sanitario/actuaciones-animal/:id/cancelar",
    documented({ summary: "Cancela una actuación.", body: restBody(cancelarSchema), answer: itemAnswer }),
    async (request) =>
      toItemJson(await cancelarActuacion(api.deps, request.actor, { ...fromRestJson(jsonObject(request.body), ["motivo"]), id: request.params.id })),
  );

  const documentoDoc = { summary: "Sube el documento de una actuación.", body: multipartBody(DOCUMENT_UPLOAD), answer: itemAnswer };
  api.post<IdParams>(
    "/plan-sanitario/actuaciones-animal/:id/documento",
    documented(documentoDoc, { onRequest: refuseBodiesOver(DOCUMENT_UPLOAD) }),
    async (request) =>
      toItemJson(await uploadActuacionDocument(api.deps, request.actor, { id: request.params.id, document: multipartFile(request, "document") })),
  );

  /** The spec's paged shape: `{ data, pagination }`, plus `total_actuaciones` (the sidebar's and the Dashboard's figure with these filters). */
  const pendientesAnswer = z.object({ data: z.array(pendienteJson), pagination: paginationAnswer, total_actuaciones: z.number() });
  const pendientesDoc = { summary: "Los animales con actuaciones pendientes.", answer: jsonAnswer(pendientesAnswer) };
  api.get<QueryOf<typeof PENDIENTES_QUERY>>("/plan-sanitario/pendientes", documented(pendientesDoc, PENDIENTES_QUERY), async (request) => {
    const { query } = request;
    const input = { clase: single(query.clase), tipoId: single(query.tipo_id), page: single(query.page), limit: single(query.limit) };
    const result = await pendientesPage(api.deps, request.actor, input);
    return { data: result.items.map(toPendienteJson), pagination: result.pagination, total_actuaciones: result.actuaciones };
  });

  /** The caller's opt-in to the daily reminder e-mail. */
  const recordatorioAnswer = jsonAnswer(z.object({ activo: z.boolean() }));
  api.get("/plan-sanitario/recordatorio", documented({ summary: "Si recibe el recordatorio diario.", answer: recordatorioAnswer }), async (request) => ({
    activo: await getRecordatorioSanitario(api.deps, request.actor),
  }));

  const recordatorioDoc = { summary: "Pide o deja el recordatorio diario.", body: restBody(recordatorioSchema), answer: recordatorioAnswer };
  api.put("/plan-sanitario/recordatorio", documented(recordatorioDoc), async (request) => ({
    activo: await setRecordatorioSanitario(api.deps, request.actor, fromRestJson(jsonObject(request.body), ["activo"])),
  }));
}

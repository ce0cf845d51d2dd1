/** Spec section 7 "Logs and activity". */
import { jsonObject } from "./jsonObject.ts";
import { sendFile } from "./fileReply.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import type { FastifyInstance } from "fastify";
import { activityReport } from "../domain/logs/activityReport.ts";
import { createActivity } from "../domain/logs/createActivity.ts";
import { createLogEntry, type LogRow } from "../domain/logs/createLogEntry.ts";
import { listLogs } from "../domain/logs/listLogs.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { type QueryOf, queryString } from "./queryString.ts";

const toLogJson = (log: LogRow) => ({
  id: log.id,
  fecha_hora: log.fechaHora.toISOString(),
  username: log.username,
  descripcion: log.descripcion,
});

const LOG_QUERY = queryString("fromDate", "toDate", "usuarioId", "accesos");

export async function logsRoutes(api: FastifyInstance): Promise<void> {
  api.post("/logs", async (request, reply) => {
    const log = await createLogEntry(api.deps, request.actor, request.body);
    return reply.code(201).send(toLogJson(log));
  });

  api.get<QueryOf<typeof LOG_QUERY>>("/logs", LOG_QUERY, async (request) => {
    const logs = await listLogs(api.deps, request.actor, request.query);
    return logs.map(toLogJson);
  });

  /** The body's `logs` is ignored: the report prints what the server finds for the filter. */
  api.post("/logs/report", async (request, reply) => {
    const b = jsonObject(request.body);
    const pdf = await activityReport(api.deps, request.actor, { fromDate: b.fromDate, toDate: b.toDate, usuarioId: b.usuarioId, accesos: b.accesos });
    return sendFile(reply, bytesToServe(pdf, "application/pdf"), { disposition: "attachment", filename: "informe-actividad.pdf", caching: "none" });
  });

  api.post("/actividades", async (request, reply) => {
    const b = jsonObject(request.body);
    await createActivity(api.deps, request.actor, { tabla: b.tabla, accion: b.accion, descripcion: b.descripcion, registroId: b.registro_id });
    return reply.code(201).send({ message: SUCCESS_MESSAGES.activityRecorded });
  });
}

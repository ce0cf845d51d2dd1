/** Spec section 7 "Logs and activity". */
import { ADMINISTRATORS } from "../domain/policies.ts";
import { isJsonObject, jsonObject } from "./jsonObject.ts";
import { sendFile } from "./fileReply.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { logFilterSchema } from "../domain/logs/logFilter.ts";
import { created, documented, fileAnswer, jsonAnswer, messageAnswer, restBody } from "./routeDoc.ts";
import { activityReport } from "../domain/logs/activityReport.ts";
import { activitySchema, createActivity } from "../domain/logs/createActivity.ts";
import { createLogEntry, type LogRow, logEntrySchema } from "../domain/logs/createLogEntry.ts";
import { listLogs } from "../domain/logs/listLogs.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { type QueryOf, queryString } from "./queryString.ts";

const logJson = z.object({ id: z.number(), fecha_hora: z.string(), username: z.string().nullable(), descripcion: z.string() });

const toLogJson = (log: LogRow): z.infer<typeof logJson> => ({
  id: log.id,
  fecha_hora: log.fechaHora.toISOString(),
  username: log.username,
  descripcion: log.descripcion,
});

const LOG_QUERY = queryString("fromDate", "toDate", "usuarioId", "accesos");

export async function logsRoutes(api: FastifyInstance): Promise<void> {
  const entryDoc = { summary: "Anota una actividad en el registro.", body: restBody(logEntrySchema), answer: created(logJson) };
  api.post("/logs", documented(entryDoc), async (request, reply) => {
    const log = await createLogEntry(api.deps, request.actor, request.body);
    return reply.code(201).send(toLogJson(log));
  });

  const listDoc = { summary: "El registro de actividad del periodo.", callers: ADMINISTRATORS, answer: jsonAnswer(z.array(logJson)) };
  api.get<QueryOf<typeof LOG_QUERY>>("/logs", documented(listDoc, LOG_QUERY), async (request) => {
    const logs = await listLogs(api.deps, request.actor, request.query);
    return logs.map(toLogJson);
  });

  /** The body's `logs` is ignored: the report prints what the server finds for the filter. */
  const reportDoc = {
    summary: "El registro de actividad en PDF.",
    callers: ADMINISTRATORS,
    body: restBody(logFilterSchema),
    answer: fileAnswer("application/pdf"),
  };
  api.post("/logs/report", documented(reportDoc), async (request, reply) => {
    // A body that is no object goes to the filter's check as it came: no body is the default
    // filter there, and a list or a text is refused.
    const b = request.body;
    const filter = isJsonObject(b) ? { fromDate: b.fromDate, toDate: b.toDate, usuarioId: b.usuarioId, accesos: b.accesos } : b;
    const pdf = await activityReport(api.deps, request.actor, filter);
    return sendFile(reply, bytesToServe(pdf, "application/pdf"), { disposition: "attachment", filename: "informe-actividad.pdf", caching: "none" });
  });

  const activityDoc = { summary: "Anota un cambio hecho desde el cliente.", body: restBody(activitySchema), answer: created(messageAnswer) };
  api.post("/actividades", documented(activityDoc), async (request, reply) => {
    const b = jsonObject(request.body);
    await createActivity(api.deps, request.actor, { tabla: b.tabla, accion: b.accion, descripcion: b.descripcion, registroId: b.registro_id });
    return reply.code(201).send({ message: SUCCESS_MESSAGES.activityRecorded });
  });
}

/** Spec section 7 "People and municipalities": /api/personas. */
import { ADMINISTRATORS } from "../domain/policies.ts";
import type { FastifyInstance } from "fastify";
import { deletePersona } from "../domain/personas/deletePersona.ts";
import { findPersonaByDni, getPersona } from "../domain/personas/getPersona.ts";
import { createPersona, createPersonaFromFicha, updatePersona, updatePersonaFromFicha } from "../domain/personas/savePersona.ts";
import { pagePersonas, searchPersonas } from "../domain/personas/searchPersonas.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { directoryRoutes } from "./directoryRoutes.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";
import { fromPersonaJson, PERSONA_FIELDS, personaJson, toPersonaJson } from "./personaJson.ts";
import { documented, fileAnswer, restBody } from "./routeDoc.ts";
import { REQUIRED_PERSON_FIELDS } from "../domain/rules/missingFields.ts";
import { personaInputSchema } from "../domain/rules/persona.ts";
import { exportPersona, exportSchema } from "../domain/rgpd/exportPersona.ts";

export async function personasRoutes(api: FastifyInstance): Promise<void> {
  directoryRoutes(api, {
    path: "personas",
    lookup: { param: "dni", found: "persona", find: findPersonaByDni },
    json: personaJson,
    body: restBody(personaInputSchema(REQUIRED_PERSON_FIELDS, api.deps.timeZone), { fields: PERSONA_FIELDS }),
    toJson: toPersonaJson,
    fromJson: fromPersonaJson,
    page: pagePersonas,
    search: searchPersonas,
    get: getPersona,
    create: createPersona,
    createFromFicha: createPersonaFromFicha,
    update: updatePersona,
    updateFromFicha: updatePersonaFromFicha,
    remove: deletePersona,
    deletedMessage: SUCCESS_MESSAGES.personaDeleted,
  });

  /** 'Exportar datos' (RGPD arts. 15 and 20), administrators only: `{ "formato": "json" | "pdf" }`. */
  const exportDoc = {
    summary: "Sus datos en un archivo.",
    callers: ADMINISTRATORS,
    body: restBody(exportSchema, { fields: ["formato"] }),
    answer: fileAnswer("application/json", "application/pdf"),
  };
  api.post<{ Params: { id: string } }>("/personas/:id/exportar", documented(exportDoc), async (request, reply) => {
    const file = await exportPersona(api.deps, request.actor, { id: request.params.id, formato: jsonObject(request.body).formato });
    return sendFile(reply, bytesToServe(file.bytes, file.mime), { disposition: "attachment", filename: file.filename, caching: "none" });
  });
}

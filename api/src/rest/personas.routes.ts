/** Spec section 7 "People and municipalities": /api/personas. */
import type { FastifyInstance } from "fastify";
import { deletePersona } from "../domain/personas/deletePersona.ts";
import { findPersonaByDni, getPersona } from "../domain/personas/getPersona.ts";
import { createPersona, createPersonaFromFicha, updatePersona, updatePersonaFromFicha } from "../domain/personas/savePersona.ts";
import { pagePersonas, searchPersonas } from "../domain/personas/searchPersonas.ts";
import { SUCCESS_MESSAGES } from "../domain/rules/successMessages.ts";
import { directoryRoutes } from "./directoryRoutes.ts";
import { fromPersonaJson, toPersonaJson } from "./personaJson.ts";

export async function personasRoutes(api: FastifyInstance): Promise<void> {
  directoryRoutes(api, {
    path: "personas",
    lookup: { param: "dni", found: "persona", find: findPersonaByDni },
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
}

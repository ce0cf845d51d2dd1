/** Spec section 7 "People and municipalities": /api/personas. */
import type { FastifyInstance } from "fastify";
import { deletePersona } from "../domain/personas/deletePersona.ts";
import { findPersonaByDni, getPersona } from "../domain/personas/getPersona.ts";
import {
  createPersona,
  createPersonaFromFicha,
  updatePersona,
  updatePersonaFromFicha,
} from "../domain/personas/savePersona.ts";
import { pagePersonas, searchPersonas } from "../domain/personas/searchPersonas.ts";
import { fromPersonaJson, toPersonaJson } from "./personaJson.ts";
import { SUCCESS_MESSAGES } from "../domain/successMessages.ts";

type IdParams = { Params: { id: string } };
type ListQuery = { Querystring: { paginated?: string; page?: string; limit?: string; search?: string } };

export async function personasRoutes(api: FastifyInstance): Promise<void> {
  /** `paginated=true`: `{data, pagination}`; otherwise every matching person. */
  api.get<ListQuery>("/personas", async (request) => {
    const { paginated, page, limit, search } = request.query;
    if (paginated === "true") {
      const result = await pagePersonas(api.deps, request.actor, { page, limit, search });
      return { data: result.items.map(toPersonaJson), pagination: result.pagination };
    }
    const { items } = await searchPersonas(api.deps, request.actor, { search, offset: 0 });
    return items.map(toPersonaJson);
  });

  api.get<{ Params: { dni: string } }>("/personas/dni/:dni", async (request) => {
    const persona = await findPersonaByDni(api.deps, request.actor, { dni: request.params.dni });
    return { exists: persona !== null, persona: persona && toPersonaJson(persona) };
  });

  api.get<IdParams>("/personas/:id", async (request) =>
    toPersonaJson(await getPersona(api.deps, request.actor, { id: request.params.id })),
  );

  api.post("/personas", async (request, reply) =>
    reply.code(201).send(toPersonaJson(await createPersona(api.deps, request.actor, fromPersonaJson(request.body)))),
  );

  api.post("/personas/from-ficha", async (request, reply) =>
    reply.code(201).send(toPersonaJson(await createPersonaFromFicha(api.deps, request.actor, fromPersonaJson(request.body)))),
  );

  api.put<IdParams>("/personas/:id", async (request) =>
    toPersonaJson(await updatePersona(api.deps, request.actor, { ...fromPersonaJson(request.body), id: request.params.id })),
  );

  api.put<IdParams>("/personas/:id/from-ficha", async (request) =>
    toPersonaJson(
      await updatePersonaFromFicha(api.deps, request.actor, { ...fromPersonaJson(request.body), id: request.params.id }),
    ),
  );

  api.delete<IdParams>("/personas/:id", async (request) => {
    const { id } = await deletePersona(api.deps, request.actor, { id: request.params.id });
    return { id, message: SUCCESS_MESSAGES.personaDeleted };
  });
}

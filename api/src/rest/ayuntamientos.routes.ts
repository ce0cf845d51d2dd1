/** Spec section 7 "People and municipalities": /api/ayuntamientos. */
import type { FastifyInstance } from "fastify";
import { deleteAyuntamiento } from "../domain/ayuntamientos/deleteAyuntamiento.ts";
import { findAyuntamientoByCif, getAyuntamiento } from "../domain/ayuntamientos/getAyuntamiento.ts";
import {
  createAyuntamiento,
  createAyuntamientoFromFicha,
  updateAyuntamiento,
  updateAyuntamientoFromFicha,
} from "../domain/ayuntamientos/saveAyuntamiento.ts";
import { pageAyuntamientos, searchAyuntamientos } from "../domain/ayuntamientos/searchAyuntamientos.ts";
import { fromAyuntamientoJson, toAyuntamientoJson } from "./ayuntamientoJson.ts";
import { SUCCESS_MESSAGES } from "../domain/successMessages.ts";

type IdParams = { Params: { id: string } };
type ListQuery = { Querystring: { paginated?: string; page?: string; limit?: string; search?: string } };

export async function ayuntamientosRoutes(api: FastifyInstance): Promise<void> {
  /** `paginated=true`: `{data, pagination}`; otherwise every matching town hall. */
  api.get<ListQuery>("/ayuntamientos", async (request) => {
    const { paginated, page, limit, search } = request.query;
    if (paginated === "true") {
      const result = await pageAyuntamientos(api.deps, request.actor, { page, limit, search });
      return { data: result.items.map(toAyuntamientoJson), pagination: result.pagination };
    }
    const { items } = await searchAyuntamientos(api.deps, request.actor, { search, offset: 0 });
    return items.map(toAyuntamientoJson);
  });

  api.get<{ Params: { cif: string } }>("/ayuntamientos/cif/:cif", async (request) => {
    const ayuntamiento = await findAyuntamientoByCif(api.deps, request.actor, { cif: request.params.cif });
    return { exists: ayuntamiento !== null, ayuntamiento: ayuntamiento && toAyuntamientoJson(ayuntamiento) };
  });

  api.get<IdParams>("/ayuntamientos/:id", async (request) =>
    toAyuntamientoJson(await getAyuntamiento(api.deps, request.actor, { id: request.params.id })),
  );

  api.post("/ayuntamientos", async (request, reply) =>
    reply.code(201).send(toAyuntamientoJson(await createAyuntamiento(api.deps, request.actor, fromAyuntamientoJson(request.body)))),
  );

  api.post("/ayuntamientos/from-ficha", async (request, reply) =>
    reply
      .code(201)
      .send(toAyuntamientoJson(await createAyuntamientoFromFicha(api.deps, request.actor, fromAyuntamientoJson(request.body)))),
  );

  api.put<IdParams>("/ayuntamientos/:id", async (request) =>
    toAyuntamientoJson(
      await updateAyuntamiento(api.deps, request.actor, { ...fromAyuntamientoJson(request.body), id: request.params.id }),
    ),
  );

  api.put<IdParams>("/ayuntamientos/:id/from-ficha", async (request) =>
    toAyuntamientoJson(
      await updateAyuntamientoFromFicha(api.deps, request.actor, { ...fromAyuntamientoJson(request.body), id: request.params.id }),
    ),
  );

  api.delete<IdParams>("/ayuntamientos/:id", async (request) => {
    const { id } = await deleteAyuntamiento(api.deps, request.actor, { id: request.params.id });
    return { id, message: SUCCESS_MESSAGES.ayuntamientoDeleted };
  });
}

/**
 * Spec section 7 "Animals": the lookup lists, `{id, <name>[, descripcion]}` in id order (the rows
 * hold just those, and a tipo its `especie_ley`, beyond the spec: issue 26).
 */
import type { FastifyInstance } from "fastify";
import { listDestinos, listProcedencias, listSexos, listTallas, listTipos } from "../domain/lookups/lookups.ts";
import { saveTipoEspecieLey } from "../domain/lookups/tipoEspecieLey.ts";
import { jsonObject } from "./jsonObject.ts";

export async function lookupsRoutes(api: FastifyInstance): Promise<void> {
  api.get("/tipos", async (request) => (await listTipos(api.deps, request.actor)).map(({ id, tipo, especieLey }) => ({ id, tipo, especie_ley: especieLey })));
  /** Administrators: `{ especie_ley }`, the tipo's group for the adoption rules. */
  api.put<{ Params: { id: string } }>("/tipos/:id/especie-ley", async (request) => {
    const { id, tipo, especieLey } = await saveTipoEspecieLey(api.deps, request.actor, {
      tipoId: request.params.id,
      especieLey: jsonObject(request.body).especie_ley,
    });
    return { id, tipo, especie_ley: especieLey };
  });
  api.get("/tallas", (request) => listTallas(api.deps, request.actor));
  api.get("/sexos", (request) => listSexos(api.deps, request.actor));
  api.get("/procedencias", (request) => listProcedencias(api.deps, request.actor));
  api.get("/destinos", (request) => listDestinos(api.deps, request.actor));
}

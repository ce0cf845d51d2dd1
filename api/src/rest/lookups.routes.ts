/** Spec section 7 "Animals": the lookup lists, `{id, <name>[, descripcion]}` in id order (the rows hold just those). */
import type { FastifyInstance } from "fastify";
import { listDestinos, listProcedencias, listSexos, listTallas, listTipos } from "../domain/lookups/lookups.ts";

export async function lookupsRoutes(api: FastifyInstance): Promise<void> {
  api.get("/tipos", (request) => listTipos(api.deps, request.actor));
  api.get("/tallas", (request) => listTallas(api.deps, request.actor));
  api.get("/sexos", (request) => listSexos(api.deps, request.actor));
  api.get("/procedencias", (request) => listProcedencias(api.deps, request.actor));
  api.get("/destinos", (request) => listDestinos(api.deps, request.actor));
}

/**
 * Spec section 7 "Animals": the lookup lists, `{id, <name>[, descripcion]}` in id order (the rows
 * hold just those, and a tipo its `especie_ley`, beyond the spec: issue 26).
 */
import { ADMINISTRATORS } from "../domain/policies.ts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { documented, jsonAnswer, restBody } from "./routeDoc.ts";
import { listDestinos, listProcedencias, listSexos, listTallas, listTipos } from "../domain/lookups/lookups.ts";
import { especieLeySchema, saveTipoEspecieLey } from "../domain/lookups/tipoEspecieLey.ts";
import { jsonObject } from "./jsonObject.ts";

/** A lookup list: `{id, <name>}`, with `descripcion` where the table has one. */
function lookupDoc(name: string, described: boolean) {
  const row = z.object({ id: z.number(), [name]: z.string(), ...(described && { descripcion: z.string().nullable() }) });
  return documented({ summary: `La lista de ${name}s.`, answer: jsonAnswer(z.array(row)) });
}

export async function lookupsRoutes(api: FastifyInstance): Promise<void> {
  const tipoJson = z.object({ id: z.number(), tipo: z.string(), especie_ley: z.string() });
  api.get("/tipos", documented({ summary: "Los tipos de animal.", answer: jsonAnswer(z.array(tipoJson)) }), async (request) =>
    (await listTipos(api.deps, request.actor)).map(({ id, tipo, especieLey }) => ({ id, tipo, especie_ley: especieLey })),
  );
  /** Administrators: `{ especie_ley }`, the tipo's group for the adoption rules. */
  const especieDoc = {
    summary: "La especie de un tipo para las reglas de adopción.",
    callers: ADMINISTRATORS,
    body: restBody(especieLeySchema),
    answer: jsonAnswer(tipoJson),
  };
  api.put<{ Params: { id: string } }>("/tipos/:id/especie-ley", documented(especieDoc), async (request) => {
    const { id, tipo, especieLey } = await saveTipoEspecieLey(api.deps, request.actor, {
      tipoId: request.params.id,
      especieLey: jsonObject(request.body).especie_ley,
    });
    return { id, tipo, especie_ley: especieLey };
  });
  api.get("/tallas", lookupDoc("talla", true), (request) => listTallas(api.deps, request.actor));
  api.get("/sexos", lookupDoc("sexo", true), (request) => listSexos(api.deps, request.actor));
  api.get("/procedencias", lookupDoc("procedencia", false), (request) => listProcedencias(api.deps, request.actor));
  api.get("/destinos", lookupDoc("destino", false), (request) => listDestinos(api.deps, request.actor));
}

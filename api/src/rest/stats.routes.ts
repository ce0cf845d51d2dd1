import type { FastifyInstance } from "fastify";
import { getCounts } from "../domain/stats/counts.ts";

export async function statsRoutes(api: FastifyInstance): Promise<void> {
  api.get("/stats/counts", (request) => getCounts(api.deps, request.actor));
}

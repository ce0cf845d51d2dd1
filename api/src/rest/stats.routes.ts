import type { FastifyInstance } from "fastify";
import { getCounts } from "../domain/stats/counts.ts";
import { getDashboard } from "../domain/stats/dashboard.ts";

export async function statsRoutes(api: FastifyInstance): Promise<void> {
  api.get("/stats/counts", (request) => getCounts(api.deps, request.actor));

  /** The Dashboard's figures (definitions in README.md "Dashboard"). */
  api.get("/stats/dashboard", async (request) => {
    const d = await getDashboard(api.deps, request.actor);
    return {
      animales_en_refugio: d.animalesEnRefugio,
      fichas_registradas: d.fichasRegistradas,
      anio: d.anio,
      adopciones_anio: d.adopcionesAnio,
      en_tratamiento: d.enTratamiento,
      usuarios_activos: d.usuariosActivos,
      movimientos: d.movimientos,
    };
  });
}

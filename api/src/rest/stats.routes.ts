import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { documented, jsonAnswer } from "./routeDoc.ts";
import { type Counts, getCounts } from "../domain/stats/counts.ts";
import { getDashboard } from "../domain/stats/dashboard.ts";

export async function statsRoutes(api: FastifyInstance): Promise<void> {
  const counts = z.object({ animales: z.number(), personas: z.number(), ayuntamientos: z.number() }) satisfies z.ZodType<Counts>;
  api.get("/stats/counts", documented({ summary: "Cuántas fichas, personas y ayuntamientos hay.", answer: jsonAnswer(counts) }), (request) =>
    getCounts(api.deps, request.actor),
  );

  /** The Dashboard's figures (definitions in README.md "Dashboard"). */
  const dashboard = z.object({
    animales_en_refugio: z.number(),
    fichas_registradas: z.number(),
    anio: z.number(),
    adopciones_anio: z.number(),
    en_tratamiento: z.number(),
    usuarios_activos: z.number(),
    actuaciones_pendientes: z.number().describe("Las actuaciones sanitarias que lista 'Pendientes' sin filtros"),
    movimientos: z.array(z.object({ mes: z.string(), entradas: z.number(), salidas: z.number() })),
  });
  api.get("/stats/dashboard", documented({ summary: "Las cifras del panel.", answer: jsonAnswer(dashboard) }), async (request) => {
    const d = await getDashboard(api.deps, request.actor);
    return {
      animales_en_refugio: d.animalesEnRefugio,
      fichas_registradas: d.fichasRegistradas,
      anio: d.anio,
      adopciones_anio: d.adopcionesAnio,
      en_tratamiento: d.enTratamiento,
      usuarios_activos: d.usuariosActivos,
      actuaciones_pendientes: d.actuacionesPendientes,
      movimientos: d.movimientos,
    };
  });
}

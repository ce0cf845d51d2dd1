/** Spec section 7 "Reports": the animal listing and its PDF. */
import type { FastifyInstance } from "fastify";
import { generarListado, type ListadoFila } from "../domain/listados/listado.ts";
import { LISTADO_PDF_FILENAME, listadoPdf } from "../domain/listados/listadoPdf.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";

/** The spec's row fields (section 3 "Report filter"), plus the ids a client may link to. */
const toFilaJson = (f: ListadoFila) => ({
  registro: f.registro,
  identificacion: f.identificacion,
  nombre: f.nombre,
  tipo: f.tipo,
  edad_anios: f.edadAnios,
  edad_meses: f.edadMeses,
  procedencia: f.procedencia,
  fecha_llegada: f.fechaLlegada,
  destino: f.destino,
  fecha_salida: f.fechaSalida,
  ayuntamiento: f.ayuntamiento,
  entrada_salida_id: f.entradaSalidaId,
  animal_id: f.animalId,
});

export async function listadosRoutes(api: FastifyInstance): Promise<void> {
  api.post("/listados/generar", async (request) => {
    const listado = await generarListado(api.deps, request.actor, jsonObject(request.body));
    return {
      resultados: listado.filas.map(toFilaJson),
      total: listado.total,
      generado: listado.generadoEn.toISOString(),
      resumen: listado.resumen,
    };
  });

  api.post("/listados/pdf", async (request, reply) => {
    const { pdf, accion } = await listadoPdf(api.deps, request.actor, jsonObject(request.body));
    const disposition = accion === "impresion" ? "inline" : "attachment";
    return sendFile(reply, bytesToServe(pdf, "application/pdf"), { disposition, filename: LISTADO_PDF_FILENAME, caching: "none" });
  });
}

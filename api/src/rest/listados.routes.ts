/** Spec section 7 "Reports": the animal listing and its PDF. */
import type { FastifyInstance } from "fastify";
import { generarListado } from "../domain/listados/listado.ts";
import { LISTADO_PDF_FILENAME, listadoPdf } from "../domain/listados/listadoPdf.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";
import { toListadoJson } from "./listadoJson.ts";

export async function listadosRoutes(api: FastifyInstance): Promise<void> {
  api.post("/listados/generar", async (request) => {
    return toListadoJson(await generarListado(api.deps, request.actor, jsonObject(request.body)));
  });

  api.post("/listados/pdf", async (request, reply) => {
    const { pdf, accion } = await listadoPdf(api.deps, request.actor, jsonObject(request.body));
    const disposition = accion === "impresion" ? "inline" : "attachment";
    return sendFile(reply, bytesToServe(pdf, "application/pdf"), { disposition, filename: LISTADO_PDF_FILENAME, caching: "none" });
  });
}

/** Spec section 7 "Reports": the animal listing and its PDF; the libro de registro (issue 26). */
import type { FastifyInstance } from "fastify";
import { generarListado } from "../domain/listados/listado.ts";
import { LISTADO_PDF_FILENAME, listadoPdf } from "../domain/listados/listadoPdf.ts";
import { libroRegistroDescarga } from "../domain/libroRegistro/libroRegistroExport.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";
import { toLibroJson, toListadoJson } from "./listadoJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

const LIBRO_QUERY = queryString("desde", "hasta", "formato", "page", "limit");

export async function listadosRoutes(api: FastifyInstance): Promise<void> {
  api.post("/listados/generar", async (request) => {
    return toListadoJson(await generarListado(api.deps, request.actor, jsonObject(request.body)));
  });

  api.post("/listados/pdf", async (request, reply) => {
    const { pdf, accion } = await listadoPdf(api.deps, request.actor, jsonObject(request.body));
    const disposition = accion === "impresion" ? "inline" : "attachment";
    return sendFile(reply, bytesToServe(pdf, "application/pdf"), { disposition, filename: LISTADO_PDF_FILENAME, caching: "none" });
  });

  api.get<QueryOf<typeof LIBRO_QUERY>>("/listados/libro-registro", LIBRO_QUERY, async (request, reply) => {
    const answer = await libroRegistroDescarga(api.deps, request.actor, request.query);
    if (answer.formato === "json") return toLibroJson(answer.pagina, answer.pagination);
    return sendFile(reply, bytesToServe(answer.bytes, answer.mime), { disposition: "attachment", filename: answer.filename, caching: "none" });
  });
}

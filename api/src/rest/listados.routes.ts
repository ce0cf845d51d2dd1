/** Spec section 7 "Reports": the animal listing and its PDF; the libro de registro (issue 26). */
import type { FastifyInstance } from "fastify";
import { listadoFiltroSchema } from "../domain/rules/listado.ts";
import { documented, fileAnswer, jsonAnswer, restBody } from "./routeDoc.ts";
import { generarListado } from "../domain/listados/listado.ts";
import { accionSchema, LISTADO_PDF_FILENAME, listadoPdf } from "../domain/listados/listadoPdf.ts";
import { libroRegistroDescarga } from "../domain/libroRegistro/libroRegistroExport.ts";
import { bytesToServe } from "../domain/files/servableFile.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";
import { libroJson, listadoJson, toLibroJson, toListadoJson } from "./listadoJson.ts";
import { type QueryOf, queryString } from "./queryString.ts";

const LIBRO_QUERY = queryString("desde", "hasta", "formato", "page", "limit");
/** The listing's POSTs only read: its filter travels in the body. */
const READS = { config: { reads: true } } as const;

export async function listadosRoutes(api: FastifyInstance): Promise<void> {
  const listadoDoc = { summary: "El listado de animales con su filtro.", body: restBody(listadoFiltroSchema), answer: jsonAnswer(listadoJson) };
  api.post("/listados/generar", documented(listadoDoc, READS), async (request) => {
    return toListadoJson(await generarListado(api.deps, request.actor, jsonObject(request.body)));
  });

  const pdfDoc = { summary: "El listado de animales en PDF.", body: restBody([listadoFiltroSchema, accionSchema]), answer: fileAnswer("application/pdf") };
  api.post("/listados/pdf", documented(pdfDoc, READS), async (request, reply) => {
    const { pdf, accion } = await listadoPdf(api.deps, request.actor, jsonObject(request.body));
    const disposition = accion === "impresion" ? "inline" : "attachment";
    return sendFile(reply, bytesToServe(pdf, "application/pdf"), { disposition, filename: LISTADO_PDF_FILENAME, caching: "none" });
  });

  const libroAnswer = { ...jsonAnswer(libroJson), files: ["application/pdf", "text/csv"] };
  const libroDoc = { summary: "El libro de registro de un periodo: una página en JSON, o el PDF o el CSV (`formato`).", answer: libroAnswer };
  api.get<QueryOf<typeof LIBRO_QUERY>>("/listados/libro-registro", documented(libroDoc, LIBRO_QUERY), async (request, reply) => {
    const answer = await libroRegistroDescarga(api.deps, request.actor, request.query);
    if (answer.formato === "json") return toLibroJson(answer.pagina, answer.pagination);
    return sendFile(reply, bytesToServe(answer.bytes, answer.mime), { disposition: "attachment", filename: answer.filename, caching: "none" });
  });
}

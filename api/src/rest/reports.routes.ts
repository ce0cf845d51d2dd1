/** Spec section 7 "Reports": POST /api/reports/generate, and the archived PDFs it points at. */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { recordId } from "../domain/ids.ts";
import { motivoExcepcionSchema } from "../domain/rules/adopcion.ts";
import { INFORME_TYPES, informeParamsSchemas } from "../domain/rules/informes.ts";
import { documented, fileAnswer, jsonAnswer, restBody } from "./routeDoc.ts";
import { readDocumentoGenerado } from "../domain/informes/documentosGenerados.ts";
import { generateInforme } from "../domain/informes/generateInforme.ts";
import { STORED_FILE_ROUTE } from "../sessionCookie.ts";
import { restErrorHandler } from "./errors.ts";
import { fromRestJson } from "./fieldNames.ts";
import { sendFile } from "./fileReply.ts";
import { jsonObject } from "./jsonObject.ts";

/** This body names its fields in camelCase (spec section 7), and the type `type`: errors name them so too. */
const REPORT_FIELD_NAMES = { tipo: "type", animalId: "animalId", entradaSalidaId: "entradaSalidaId", motivoExcepcion: "motivoExcepcion" };

/** The request: its type, its E/S and animal, and the parameters some types take (each type's own, rules/informes.ts). */
const REPORT_BODY = restBody(
  [
    z.object({ tipo: z.enum(INFORME_TYPES), animalId: recordId("animalId"), entradaSalidaId: recordId("entradaSalidaId") }),
    motivoExcepcionSchema.partial(),
    ...Object.values(informeParamsSchemas).map((params) => params.partial()),
  ],
  { names: REPORT_FIELD_NAMES },
);

export async function reportsRoutes(api: FastifyInstance): Promise<void> {
  const generateDoc = {
    summary: "Genera y archiva un documento en PDF.",
    body: REPORT_BODY,
    answer: jsonAnswer(z.object({ filename: z.string(), pdfUrl: z.string() })),
  };
  api.post("/reports/generate", documented(generateDoc, { errorHandler: restErrorHandler({ fieldNames: REPORT_FIELD_NAMES }) }), async (request) => {
    // The type's parameters (fechaAbandono...) keep their names; `type` is read as `tipo`.
    const { type: _tipo, ...params } = jsonObject(request.body);
    const named = fromRestJson(request.body, Object.keys(REPORT_FIELD_NAMES), REPORT_FIELD_NAMES);
    const { filename, pdfUrl } = await generateInforme(api.deps, request.actor, { ...params, ...named });
    return { filename, pdfUrl };
  });

  // An archived document never changes, but it names people: only the user's own browser keeps it.
  api.get<{ Params: { id: string } }>(
    "/reports/documentos/:id",
    documented({ summary: "Un documento archivado.", answer: fileAnswer("application/pdf") }, STORED_FILE_ROUTE),
    async (request, reply) => {
      const file = await readDocumentoGenerado(api.deps, request.actor, request.params);
      return sendFile(reply, file, { disposition: "inline", filename: file.filename, caching: "immutable" });
    },
  );
}
